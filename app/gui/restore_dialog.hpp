#pragma once
// File > Restore from backup...: the campaign's backups in a list (newest first; a click on a
// column sorts by it), Restore or Cancel, then a confirmation that names what is replaced.
// The restore itself is the application's (application/files/backups.hpp); the frame reopens the
// campaign.
#include <wx/dialog.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "application/files/backups.hpp"

class wxListCtrl;
class wxListEvent;

namespace seneschal::application {
class CampaignSession;
}

namespace seneschal::gui {

class Prompter;

class RestoreDialog final : public wxDialog {
  public:
    RestoreDialog(wxWindow* parent, const std::filesystem::path& campaign,
                  std::vector<application::BackupInfo> backups);

    // The backup chosen in the list; none when no row is.
    std::optional<application::BackupInfo> chosen() const;
    // Chooses the row of the backup with this name, as a click does; false when none has it.
    bool choose(const std::string& name);
    // Sorts by the column (0 campaign date, 1 made, 2 reason, 3 size), as a click on its
    // header does; a second click on the same column reverses the order.
    void sortBy(int column);
    wxListCtrl& list() { return *list_; }

  private:
    void fill();
    void updateRestore();

    std::vector<application::BackupInfo> backups_;  // in the order shown
    wxListCtrl* list_ = nullptr;
    int sortColumn_ = 1;
    bool descending_ = true;  // newest first, as listed
};

// The whole question of File > Restore from backup... up to the game master's yes: the backup
// to restore, or none (no backups, Cancel, or no to the confirmation). Tells him through the
// prompter when there is nothing to restore.
std::optional<application::BackupInfo> askForBackup(wxWindow* parent, Prompter& prompter,
                                                    const application::CampaignSession& session);

}  // namespace seneschal::gui
