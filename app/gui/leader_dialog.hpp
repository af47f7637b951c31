#pragma once
// Campaign > Leaders... (issue 34): a new leader of a side (his name, rank, CV and character,
// GA-LEAD, GA-OPT-CHAR), or a leader as he stands renamed, his rank, CV or character changed.
// It answers with the application's requests; the session checks and performs them.
#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxChoice;
class wxSpinCtrl;
class wxTextCtrl;

namespace seneschal::gui {

class LeaderDialog final : public wxDialog {
  public:
    // `leaderId` empty: a new leader.
    LeaderDialog(wxWindow* parent, const campaign::CampaignSnapshot& snapshot,
                 const std::string& leaderId);

    bool addingLeader() const;
    application::AddLeaderRequest newLeader() const;
    // What changed of the leader chosen; none when nothing did.
    std::optional<application::SetLeaderRequest> changes() const;

    void chooseLeader(const std::string& leaderId);  // empty: a new leader
    void fill(const std::string& sideId, const std::string& name, const std::string& rank, int cv,
              const std::string& character);  // character empty: none

  private:
    void onLeaderChosen();
    std::string character() const;

    const campaign::CampaignSnapshot& snapshot_;
    IdChoices leaders_;  // "a new leader" first
    IdChoices sides_;
    std::vector<std::string> ranks_, characters_;  // characters_: "" (none) first
    wxChoice* leader_ = nullptr;
    wxChoice* side_ = nullptr;
    wxTextCtrl* name_ = nullptr;
    wxChoice* rank_ = nullptr;
    wxSpinCtrl* cv_ = nullptr;
    wxChoice* character_ = nullptr;
};

}  // namespace seneschal::gui
