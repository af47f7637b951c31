#pragma once
// The map editor's dialogs (issue 34), opened from the map in edit mode: a place's name, kind,
// owner and terrain (a new place or one double-clicked), and a route drawn from place to place
// with its kind and its days on foot and mounted, proposed from the map's scale
// (CampaignSession::proposeRouteDays) and editable. They answer with the application's
// requests; the session checks and performs them.
#include <wx/dialog.h>

#include <optional>
#include <string>
#include <vector>

#include "app/gui/army_choices.hpp"
#include "application/views/campaign_session.hpp"

class wxChoice;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class PlaceDialog final : public wxDialog {
  public:
    // `placeId` empty: a new place; else the place as it stands.
    PlaceDialog(wxWindow* parent, const campaign::CampaignSnapshot& snapshot,
                const std::string& placeId);

    std::string name() const;
    std::string kind() const;
    std::string terrain() const;
    std::string ownerId() const;  // empty: held by nobody
    void fill(const std::string& name, const std::string& kind, const std::string& terrain,
              const std::string& ownerId);

  private:
    std::vector<std::string> kinds_, terrains_;
    IdChoices owners_;  // "nobody" first
    wxTextCtrl* name_ = nullptr;
    wxChoice* kind_ = nullptr;
    wxChoice* terrain_ = nullptr;
    wxChoice* owner_ = nullptr;
};

class RouteDialog final : public wxDialog {
  public:
    RouteDialog(wxWindow* parent, application::CampaignSession& session, const std::string& fromId,
                const std::string& toId);

    std::string kind() const;
    std::int64_t footDays() const;
    std::int64_t mountedDays() const;
    // What the proposal says ("21 miles as the crow flies: ..."), or why there is none.
    wxString proposal() const;
    void fill(const std::string& kind, int footDays, int mountedDays);
    void chooseKind(const std::string& kind);  // and take the days proposed for it

  private:
    void propose();

    application::CampaignSession& session_;
    std::string from_, to_;
    std::vector<std::string> kinds_;
    wxChoice* kind_ = nullptr;
    wxSpinCtrl* foot_ = nullptr;
    wxSpinCtrl* mounted_ = nullptr;
    wxStaticText* proposal_ = nullptr;
};

}  // namespace seneschal::gui
