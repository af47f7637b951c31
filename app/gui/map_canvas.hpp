#pragma once
// The map pane: lays out and paints a MapView with the map painter (map/) on the window's own
// cairo context, and turns the hand's gestures into requests. Wheel zooms about the cursor,
// dragging the ground pans, hovering an army stack opens it, a click selects
// (EVT_DESK_SELECTION), and dragging an army's row onto a place asks for a march
// (EVT_MARCH_REQUESTED) once the confirmation callback agrees.
// In edit mode (issue 34; a banner across the top says so) the hand edits the map instead: a
// click on empty ground asks for a place there, dragging a place onto empty ground moves it,
// dragging it onto another place asks for a route between them, a double click or a right
// click on a place asks to edit or remove it. The canvas only asks (MapEditRequests): the frame
// opens the dialogs and gives the orders.
#include <wx/window.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "map/map_layout.hpp"
#include "map/map_painter.hpp"
#include "map/map_view.hpp"

class wxMenu;

namespace seneschal::gui {

// What the hand asks for in edit mode; each may be empty.
struct MapEditRequests {
    std::function<void(map::MapPoint at)> addPlace;
    std::function<void(const std::string& placeId, map::MapPoint to)> movePlace;
    std::function<void(const std::string& placeId)> editPlace;
    std::function<void(const std::string& placeId)> removePlace;
    std::function<void(const std::string& fromPlace, const std::string& toPlace)> addRoute;
};

class MapCanvas final : public wxWindow {
  public:
    // Asked before a march is requested; the frame shows the arrival date and lets the game
    // master agree. Without one, every drop is requested.
    using MarchConfirmation =
        std::function<bool(const std::string& armyId, const std::string& placeId)>;

    explicit MapCanvas(wxWindow* parent);

    void setView(map::MapView view);
    const map::MapView& view() const { return view_; }

    void setSelected(const std::string& id);
    const std::string& selected() const { return paint_.selectedId; }

    void setMarchConfirmation(MarchConfirmation confirm) { confirm_ = std::move(confirm); }
    void fitToWindow();
    // Edit mode: the map's whole extent is shown (a blank map has nothing else to fit), and the
    // hand edits places and routes.
    void setEditing(bool editing);
    bool editing() const { return editing_; }
    void setEditRequests(MapEditRequests requests) { edits_ = std::move(requests); }
    // What the edit mode's banner says.
    static wxString editBanner();
    // Where a point of the map is in this window's pixels, and back.
    wxPoint onScreen(map::MapPoint at) const;
    map::MapPoint onMap(const wxPoint& at) const;
    void showLegend(bool shown);
    bool legendShown() const { return legend_; }

    const map::MapTransform& transform() const { return transform_; }
    // The layout as the window last drew it (laid out again if anything changed since).
    const map::MapLayout& layout() const;
    // What the window shows, for File > Export map: the same request draws the same map.
    map::LayoutRequest layoutRequest() const;

    // Where a place, or the middle of an army's row in its stack, is in this window's pixels.
    std::optional<wxPoint> placeOnScreen(const std::string& placeId) const;
    std::optional<wxPoint> bannerOnScreen(const std::string& armyId) const;
    // The stack opened by hovering or clicking, or empty.
    const std::string& openStack() const { return openStack_; }

    // What a click on a pending battle's crossed swords (or a right click on its place)
    // offers: fight it, or avoid it. Each item sends the frame a BattleRequestEvent.
    std::unique_ptr<wxMenu> battleMenu(const std::string& placeId);

  private:
    enum class Gesture { None, Pressing, Panning, DraggingArmy, DraggingPlace };

    void onPaint(wxPaintEvent& event);
    void onSize(wxSizeEvent& event);
    void onWheel(wxMouseEvent& event);
    void onLeftDown(wxMouseEvent& event);
    void onMotion(wxMouseEvent& event);
    void onLeftUp(wxMouseEvent& event);
    void onCaptureLost(wxMouseCaptureLostEvent& event);

    void changed();  // the layout must be made again, and the window repainted
    void hover(drawing::Point at);
    void hoverAgain();  // hover() where the mouse stands, if it is over the map
    void finishGesture();
    void emitSelection(const map::MapHit& hit);
    void requestMarch(const std::string& armyId, const std::string& placeId);
    void showBattleMenu(const std::string& placeId);
    void onRightUp(wxMouseEvent& event);
    void onDoubleClick(wxMouseEvent& event);
    void onKey(wxKeyEvent& event);
    void showPlaceMenu(const std::string& placeId);
    void finishPlaceDrag(const wxPoint& at);
    wxString describe(const map::MapHit& hit) const;

    map::MapView view_;
    map::MapTransform transform_;
    bool followWindowSize_ = true;  // until the game master zooms or pans, keep the map fitted
    bool legend_ = true;
    bool legendOpen_ = false;  // a folded legend unfolded under the hand
    map::PaintState paint_;
    std::string openStack_;
    bool handOver_ = false;  // the mouse has moved over the map and not left it since
    mutable std::optional<map::MapLayout> layout_;
    Gesture gesture_ = Gesture::None;
    map::MapHit pressed_;
    wxPoint pressAt_;
    wxPoint lastAt_;
    MarchConfirmation confirm_;
    bool editing_ = false;
    MapEditRequests edits_;
};

}  // namespace seneschal::gui
