// The main window's map menus: File > Export map…, View > Legend and View > As seen by, each a
// call into map/ or the campaign session.
#include <wx/filename.h>
#include <wx/menu.h>

#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/wx_text.hpp"
#include "map/map_export.hpp"

namespace seneschal::gui {

void MainFrame::bindMapMenus() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onExportMap(); }, ID_EXPORT_MAP);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); },
        ID_EXPORT_MAP);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { panes_.map->showLegend(!panes_.map->legendShown()); },
        ID_VIEW_LEGEND);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Check(panes_.map->legendShown()); },
        ID_VIEW_LEGEND);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent& event) {
            if (event.GetId() == ID_SEEN_BY_UMPIRE) {
                showMapAs(std::nullopt);
                return;
            }
            const auto index = static_cast<std::size_t>(event.GetId() - ID_SEEN_BY_FIRST_SIDE);
            if (index < seenBySides_.size()) showMapAs(seenBySides_[index]);
        },
        ID_SEEN_BY_UMPIRE, ID_SEEN_BY_LAST_SIDE);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(session_ != nullptr);
            const std::optional<std::string> shown =
                session_ ? session_->mapShownAs() : std::nullopt;
            if (e.GetId() == ID_SEEN_BY_UMPIRE) {
                e.Check(!shown);
                return;
            }
            const auto index = static_cast<std::size_t>(e.GetId() - ID_SEEN_BY_FIRST_SIDE);
            e.Check(shown && index < seenBySides_.size() && seenBySides_[index] == *shown);
        },
        ID_SEEN_BY_UMPIRE, ID_SEEN_BY_LAST_SIDE);
}

void MainFrame::rebuildSeenByMenu() {
    seenBySides_.clear();
    wxMenuItem* item = GetMenuBar() ? GetMenuBar()->FindItem(ID_VIEW_SEEN_BY) : nullptr;
    wxMenu* menu = item ? item->GetSubMenu() : nullptr;
    if (!menu) return;
    // The umpire's item stays first; the sides are the open campaign's.
    while (menu->GetMenuItemCount() > 1) menu->Destroy(menu->FindItemByPosition(1));
    if (!session_) return;
    int id = ID_SEEN_BY_FIRST_SIDE;
    for (const map::MapSide& side : session_->views().map.sides) {
        if (id > ID_SEEN_BY_LAST_SIDE) break;
        menu->AppendRadioItem(id++, utf8(side.name));
        seenBySides_.push_back(side.id);
    }
}

bool MainFrame::showMapAs(const std::optional<std::string>& side) {
    if (!session_) return false;
    try {
        session_->showMapAs(side);
    } catch (const std::exception& error) {
        refuse("No such side", error.what());
        return false;
    }
    refreshDesk();
    const std::string& seenBy = session_->views().map.seenBy;
    SetStatusText(seenBy.empty() ? wxString("The map shows every army (the umpire's map)")
                                 : utf8("The map as seen by " + seenBy),
                  0);
    return true;
}

bool MainFrame::exportMap(const wxString& picturePath) {
    if (!session_) return false;
    try {
        map::exportMapImage(panes_.map->view(), panes_.map->layoutRequest(),
                            std::filesystem::path(picturePath.utf8_string()), session_->path());
        SetStatusText("Exported the map to " + picturePath, 0);
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot export the map", error.what());
        return false;
    }
}

void MainFrame::onExportMap() {
    if (!session_) return;
    const wxString path =
        prompter_->saveFile(this, "Export the map as the window shows it", kMapPictureWildcard,
                            wxFileName(utf8(session_->path().string())).GetName() + "-map.svg");
    if (!path.empty()) exportMap(path);
}

}  // namespace seneschal::gui
