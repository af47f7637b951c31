#include "app/gui/restore_dialog.hpp"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

#include "app/gui/prompter.hpp"
#include "app/gui/wx_text.hpp"
#include "application/views/campaign_session.hpp"

namespace seneschal::gui {

namespace {

wxString size(std::uintmax_t bytes) {
    if (bytes >= 1000 * 1000) return wxString::Format("%.1f MB", static_cast<double>(bytes) / 1e6);
    if (bytes >= 1000) return wxString::Format("%.0f kB", static_cast<double>(bytes) / 1e3);
    return wxString::Format("%llu bytes", static_cast<unsigned long long>(bytes));
}

enum Column { kCampaignDate, kMade, kReason, kSize };

// What a column sorts by: the campaign date and the time made by their sortable forms.
bool before(const application::BackupInfo& a, const application::BackupInfo& b, int column) {
    switch (column) {
        case kCampaignDate:
            return a.campaignDay < b.campaignDay;
        case kReason:
            return a.reason < b.reason;
        case kSize:
            return a.size < b.size;
        default:
            return a.madeUtc < b.madeUtc;
    }
}

}  // namespace

RestoreDialog::RestoreDialog(wxWindow* parent, const std::filesystem::path& campaign,
                             std::vector<application::BackupInfo> backups)
    : wxDialog(parent, wxID_ANY, "Restore from backup", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      backups_(std::move(backups)) {
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        "Backups of " + utf8(campaign.filename().string()) + " (in " +
            utf8(application::backupsFolder(campaign).filename().string()) +
            "). Restoring one replaces the campaign;\nthe campaign as it stands is backed up "
            "first, so the restore can itself be undone.");
    list_ = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxSize(640, 300),
                           wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Campaign date", wxLIST_FORMAT_LEFT, 130);
    list_->AppendColumn("Made", wxLIST_FORMAT_LEFT, 150);
    list_->AppendColumn("Reason", wxLIST_FORMAT_LEFT, 270);
    list_->AppendColumn("Size", wxLIST_FORMAT_RIGHT, 80);

    auto* buttons = new wxStdDialogButtonSizer;
    auto* restore = new wxButton(this, wxID_OK, "&Restore");
    buttons->AddButton(restore);
    buttons->AddButton(new wxButton(this, wxID_CANCEL));
    buttons->Realize();
    restore->SetDefault();

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(intro, 0, wxEXPAND | wxALL, 12);
    top->Add(list_, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    top->Add(buttons, 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);

    list_->Bind(wxEVT_LIST_COL_CLICK, [this](wxListEvent& event) { sortBy(event.GetColumn()); });
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { updateRestore(); });
    list_->Bind(wxEVT_LIST_ITEM_DESELECTED, [this](wxListEvent&) { updateRestore(); });
    list_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent&) { EndModal(wxID_OK); });
    fill();
    if (!backups_.empty()) list_->SetItemState(0, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
    updateRestore();
}

void RestoreDialog::fill() {
    list_->DeleteAllItems();
    for (std::size_t i = 0; i < backups_.size(); ++i) {
        const application::BackupInfo& backup = backups_[i];
        const long row = list_->InsertItem(static_cast<long>(i), backup.campaignDate.empty()
                                                                     ? wxString("?")
                                                                     : utf8(backup.campaignDate));
        list_->SetItem(row, kMade, utf8(backup.madeLocal));
        list_->SetItem(row, kReason, utf8(backup.reason));
        list_->SetItem(row, kSize, size(backup.size));
    }
}

void RestoreDialog::sortBy(int column) {
    const std::optional<application::BackupInfo> wasChosen = chosen();
    descending_ = column == sortColumn_ ? !descending_ : false;
    sortColumn_ = column;
    std::stable_sort(backups_.begin(), backups_.end(),
                     [this](const application::BackupInfo& a, const application::BackupInfo& b) {
                         return descending_ ? before(b, a, sortColumn_) : before(a, b, sortColumn_);
                     });
    fill();
    if (wasChosen) choose(wasChosen->name);
    updateRestore();
}

std::optional<application::BackupInfo> RestoreDialog::chosen() const {
    const long row = list_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0 || static_cast<std::size_t>(row) >= backups_.size()) return std::nullopt;
    return backups_[static_cast<std::size_t>(row)];
}

bool RestoreDialog::choose(const std::string& name) {
    for (std::size_t i = 0; i < backups_.size(); ++i) {
        if (backups_[i].name != name) continue;
        const long row = static_cast<long>(i);
        list_->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                            wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
        list_->EnsureVisible(row);
        updateRestore();
        return true;
    }
    return false;
}

void RestoreDialog::updateRestore() {
    if (wxWindow* restore = FindWindow(wxID_OK)) restore->Enable(chosen().has_value());
}

std::optional<application::BackupInfo> askForBackup(wxWindow* parent, Prompter& prompter,
                                                    const application::CampaignSession& session) {
    const std::vector<application::BackupInfo> backups = session.backups();
    if (backups.empty()) {
        prompter.error(parent, "No backups",
                       "There are no backups of " + utf8(session.path().filename().string()) +
                           " yet. One is made on the first action of each campaign day and "
                           "before every battle's aftermath.");
        return std::nullopt;
    }
    RestoreDialog dialog(parent, session.path(), backups);
    if (dialog.ShowModal() != wxID_OK) return std::nullopt;
    const std::optional<application::BackupInfo> backup = dialog.chosen();
    if (!backup) return std::nullopt;
    const wxString question =
        "Replace " + utf8(session.path().filename().string()) + ", now at " +
        utf8(session.longDateText()) + ", with the backup of " +
        utf8(backup->campaignDate.empty() ? std::string("unknown date") : backup->campaignDate) +
        " (" + utf8(backup->reason) + ", made " + utf8(backup->madeLocal) +
        ")?\n\nThe campaign as it stands is backed up first: restore that backup to undo this.";
    if (!prompter.confirm(parent, "Restore from backup", question)) return std::nullopt;
    return backup;
}

}  // namespace seneschal::gui
