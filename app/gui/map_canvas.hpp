#pragma once
// The map pane: draws a MapView and turns the hand's gestures into requests. Wheel zooms
// about the cursor, dragging the ground pans, a click selects (EVT_DESK_SELECTION), and
// dragging an army's banner onto a place asks for a march (EVT_MARCH_REQUESTED) once the
// confirmation callback agrees.
#include <wx/bitmap.h>
#include <wx/window.h>

#include <functional>
#include <optional>
#include <string>

#include "app/gui/geometry/map_geometry.hpp"
#include "app/gui/map_painter.hpp"
#include "application/map_view.hpp"

namespace seneschal::gui {

class MapCanvas final : public wxWindow {
  public:
    // Asked before a march is requested; the frame shows the arrival date and lets the game
    // master agree. Without one, every drop is requested.
    using MarchConfirmation =
        std::function<bool(const std::string& armyId, const std::string& placeId)>;

    explicit MapCanvas(wxWindow* parent);

    void setView(application::MapView view);
    const application::MapView& view() const { return view_; }

    void setSelected(const std::string& id);
    const std::string& selected() const { return paint_.selectedId; }

    void setMarchConfirmation(MarchConfirmation confirm) { confirm_ = std::move(confirm); }
    void fitToWindow();

    const MapTransform& transform() const { return transform_; }
    // Where a place, or the middle of an army's banner, is in this window's pixels.
    std::optional<wxPoint> placeOnScreen(const std::string& placeId) const;
    std::optional<wxPoint> bannerOnScreen(const std::string& armyId) const;

  private:
    enum class Gesture { None, Pressing, Panning, DraggingArmy };

    void onPaint(wxPaintEvent& event);
    void onSize(wxSizeEvent& event);
    void onWheel(wxMouseEvent& event);
    void onLeftDown(wxMouseEvent& event);
    void onMotion(wxMouseEvent& event);
    void onLeftUp(wxMouseEvent& event);
    void onCaptureLost(wxMouseCaptureLostEvent& event);

    void hover(ScreenPoint at);
    void finishGesture();
    void emitSelection(const MapHit& hit);
    void requestMarch(const std::string& armyId, const std::string& placeId);
    wxString describe(const MapHit& hit) const;

    application::MapView view_;
    wxBitmap background_;
    MapTransform transform_;
    bool followWindowSize_ = true;  // until the game master zooms or pans, keep the map fitted
    MapPaintState paint_;
    Gesture gesture_ = Gesture::None;
    MapHit pressed_;
    wxPoint pressAt_;
    wxPoint lastAt_;
    MarchConfirmation confirm_;
};

}  // namespace seneschal::gui
