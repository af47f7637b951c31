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

bool MainFrame::exportMap(const wxString& picturePath, std::optional<wxSize> size) {
    if (!session_) return false;
    try {
        const std::filesystem::path out(picturePath.utf8_string());
        if (size) {
            // The save dialog asked before replacing a file.
            const application::MapExportSummary wrote =
                session_->exportMap(out, size->x, size->y, true);
            SetStatusText(utf8(wrote.describe()), 0);
            return true;
        }
        map::exportMapImage(panes_.map->view(), panes_.map->layoutRequest(), out, session_->path());
        SetStatusText("Exported the map to " + picturePath, 0);
        return true;
    } catch (const std::exception& error) {
        refuse("Cannot export the map", error.what());
        return false;
    }
}

void MainFrame::onExportMap() {
    if (!session_) return;
    // The window's own picture, or the whole map at a size for a page or a screen: a map pane
    // of a 1280-pixel screen is too small a picture to send or print.
    const wxSize window = panes_.map->GetClientSize();
    const wxSize sizes[] = {window, {1600, 1000}, {2400, 1600}, {3508, 2480}};
    wxArrayString choices;
    choices.Add(wxString::Format(wxString::FromUTF8("As the window shows it (%d \u00d7 %d pixels)"),
                                 window.x, window.y));
    choices.Add(wxString::FromUTF8("The whole map, 1,600 \u00d7 1,000 pixels (a screen)"));
    choices.Add(wxString::FromUTF8("The whole map, 2,400 \u00d7 1,600 pixels (a large screen)"));
    choices.Add(
        wxString::FromUTF8("The whole map, 3,508 \u00d7 2,480 pixels (A4 landscape at 300 dpi)"));
    const std::optional<int> chosen =
        prompter_->choose(this, "Export map", "What size of picture?", choices);
    if (!chosen) return;
    const wxString path =
        prompter_->saveFile(this, "Export the map", kMapPictureWildcard,
                            wxFileName(utf8(session_->path().string())).GetName() + "-map.svg");
    if (path.empty()) return;
    if (*chosen == 0) {
        exportMap(path);
    } else {
        exportMap(path, sizes[*chosen]);
    }
}

}  // namespace seneschal::gui
