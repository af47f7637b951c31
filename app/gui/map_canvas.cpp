#include "app/gui/map_canvas.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/image.h>
#include <wx/log.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "app/gui/desk_events.hpp"

namespace seneschal::gui {

namespace {
constexpr int kDragThreshold = 4;  // pixels the hand may wander before a click becomes a drag
constexpr double kFitMargin = 44;  // room for the banners above the northernmost places
constexpr double kWheelStep = 1.2;

ScreenPoint toPoint(const wxPoint& p) {
    return {double(p.x), double(p.y)};
}
}  // namespace

MapCanvas::MapCanvas(wxWindow* parent)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxSize(600, 420), wxFULL_REPAINT_ON_RESIZE) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Bind(wxEVT_PAINT, &MapCanvas::onPaint, this);
    Bind(wxEVT_SIZE, &MapCanvas::onSize, this);
    Bind(wxEVT_MOUSEWHEEL, &MapCanvas::onWheel, this);
    Bind(wxEVT_LEFT_DOWN, &MapCanvas::onLeftDown, this);
    Bind(wxEVT_MOTION, &MapCanvas::onMotion, this);
    Bind(wxEVT_LEFT_UP, &MapCanvas::onLeftUp, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, &MapCanvas::onCaptureLost, this);
    Bind(wxEVT_LEAVE_WINDOW, [this](wxMouseEvent& event) {
        if (gesture_ == Gesture::None && !paint_.hoveredId.empty()) {
            paint_.hoveredId.clear();
            Refresh();
        }
        event.Skip();
    });
}

void MapCanvas::setView(application::MapView view) {
    view_ = std::move(view);
    background_ = wxBitmap();
    if (view_.backgroundImage) {
        if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxInitAllImageHandlers();
        wxImage picture;
        // A missing picture is not worth a dialog: the map is drawn on plain ground.
        wxLogNull quiet;
        if (picture.LoadFile(wxString::FromUTF8(*view_.backgroundImage)))
            background_ = wxBitmap(picture);
    }
    if (!view_.findArmy(paint_.draggedArmy)) finishGesture();
    fitToWindow();
}

void MapCanvas::setSelected(const std::string& id) {
    if (paint_.selectedId == id) return;
    paint_.selectedId = id;
    Refresh();
}

void MapCanvas::fitToWindow() {
    const wxSize size = GetClientSize();
    if (view_.places.empty()) {
        transform_ = MapTransform::fitting(view_.width, view_.height, size.x, size.y, kFitMargin);
    } else {
        // The places' extent, with room around it for labels and banners (a tenth of the
        // extent, and never less than a few map units).
        double minX = view_.places.front().at.x, maxX = minX;
        double minY = view_.places.front().at.y, maxY = minY;
        for (const application::MapPlace& place : view_.places) {
            minX = std::min(minX, place.at.x);
            maxX = std::max(maxX, place.at.x);
            minY = std::min(minY, place.at.y);
            maxY = std::max(maxY, place.at.y);
        }
        const double padX = std::max(20.0, (maxX - minX) / 10);
        const double padY = std::max(20.0, (maxY - minY) / 10);
        transform_ = MapTransform::fittingBox(minX - padX, minY - padY, maxX + padX, maxY + padY,
                                              size.x, size.y, kFitMargin);
    }
    followWindowSize_ = true;
    Refresh();
}

std::optional<wxPoint> MapCanvas::placeOnScreen(const std::string& placeId) const {
    const application::MapPlace* place = view_.findPlace(placeId);
    if (!place) return std::nullopt;
    const ScreenPoint at = transform_.toScreen(place->at);
    return wxPoint(int(std::lround(at.x)), int(std::lround(at.y)));
}

std::optional<wxPoint> MapCanvas::bannerOnScreen(const std::string& armyId) const {
    for (const ArmyMarker& marker : armyMarkers(view_)) {
        if (marker.armyId != armyId) continue;
        const ScreenRect rect = bannerRect(marker, transform_);
        return wxPoint(int(std::lround(rect.x + rect.width / 2)),
                       int(std::lround(rect.y + rect.height / 2)));
    }
    return std::nullopt;
}

void MapCanvas::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(mapSurround()));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    if (view_.places.empty()) {
        gc->SetFont(wxFontInfo(12).Italic(), wxColour(110, 90, 60));
        gc->DrawText("No campaign open", 20, 20);
        return;
    }
    paintMap(*gc, view_, transform_, background_, paint_);
}

void MapCanvas::onSize(wxSizeEvent& event) {
    if (followWindowSize_) fitToWindow();
    event.Skip();
}

void MapCanvas::onWheel(wxMouseEvent& event) {
    if (event.GetWheelRotation() == 0 || event.GetWheelDelta() == 0) return;
    const double notches = double(event.GetWheelRotation()) / event.GetWheelDelta();
    transform_.zoomAbout(toPoint(event.GetPosition()), std::pow(kWheelStep, notches));
    followWindowSize_ = false;
    Refresh();
}

void MapCanvas::onLeftDown(wxMouseEvent& event) {
    SetFocus();
    pressed_ = hitTest(view_, transform_, toPoint(event.GetPosition()));
    pressAt_ = lastAt_ = event.GetPosition();
    gesture_ = Gesture::Pressing;
    if (!HasCapture()) CaptureMouse();
}

void MapCanvas::onMotion(wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    if (gesture_ == Gesture::Pressing && event.LeftIsDown()) {
        const wxPoint moved = at - pressAt_;
        if (std::abs(moved.x) + std::abs(moved.y) > kDragThreshold) {
            gesture_ =
                pressed_.kind == MapHit::Kind::Army ? Gesture::DraggingArmy : Gesture::Panning;
            if (gesture_ == Gesture::DraggingArmy) paint_.draggedArmy = pressed_.id;
        }
    }
    if (gesture_ == Gesture::Panning) {
        transform_.panBy(at.x - lastAt_.x, at.y - lastAt_.y);
        followWindowSize_ = false;
        Refresh();
    } else if (gesture_ == Gesture::DraggingArmy) {
        paint_.dragPoint = toPoint(at);
        paint_.dropPlace = placeAt(view_, transform_, toPoint(at));
        Refresh();
    } else if (gesture_ == Gesture::None) {
        hover(toPoint(at));
    }
    lastAt_ = at;
}

void MapCanvas::onLeftUp(wxMouseEvent& event) {
    const Gesture ended = gesture_;
    const std::string army = paint_.draggedArmy;
    const std::optional<std::string> target =
        placeAt(view_, transform_, toPoint(event.GetPosition()));
    finishGesture();
    if (ended == Gesture::Pressing) emitSelection(pressed_);
    if (ended == Gesture::DraggingArmy && target) requestMarch(army, *target);
}

void MapCanvas::onCaptureLost(wxMouseCaptureLostEvent&) {
    finishGesture();
}

void MapCanvas::finishGesture() {
    if (HasCapture()) ReleaseMouse();
    gesture_ = Gesture::None;
    paint_.draggedArmy.clear();
    paint_.dropPlace.reset();
    Refresh();
}

void MapCanvas::hover(ScreenPoint at) {
    const MapHit hit = hitTest(view_, transform_, at);
    if (hit.id == paint_.hoveredId) return;
    paint_.hoveredId = hit.id;
    if (hit.kind == MapHit::Kind::Nothing)
        UnsetToolTip();
    else
        SetToolTip(describe(hit));
    Refresh();
}

void MapCanvas::emitSelection(const MapHit& hit) {
    using application::DetailSubject;
    const DetailSubject subject = hit.kind == MapHit::Kind::Army    ? DetailSubject::Army
                                  : hit.kind == MapHit::Kind::Place ? DetailSubject::Place
                                                                    : DetailSubject::None;
    setSelected(hit.id);
    SelectionEvent event(subject, hit.id);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

void MapCanvas::requestMarch(const std::string& armyId, const std::string& placeId) {
    const application::MapArmy* army = view_.findArmy(armyId);
    // Dropping an army back where it stands is no order at all.
    if (!army || (!army->where.onTheMarch() && army->where.placeId == placeId)) return;
    if (confirm_ && !confirm_(armyId, placeId)) return;
    MarchRequestEvent event(armyId, placeId);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

wxString MapCanvas::describe(const MapHit& hit) const {
    if (hit.kind == MapHit::Kind::Place) {
        const application::MapPlace* place = view_.findPlace(hit.id);
        wxString text =
            wxString::FromUTF8(place->name) + " (" + application::toString(place->kind) + ")";
        text += place->owner.empty() ? wxString(", held by nobody")
                                     : ", held by " + wxString::FromUTF8(place->owner);
        if (view_.battlePendingAt(place->id)) text += "\nBattle pending";
        return text;
    }
    const application::MapArmy* army = view_.findArmy(hit.id);
    wxString text = wxString::FromUTF8(army->name) + " (" + wxString::FromUTF8(army->side) + ")\n" +
                    groupedNumber(army->men) + " men, " + groupedNumber(army->figures) + " figures";
    if (army->where.onTheMarch()) {
        const application::MapPlace* goal = view_.findPlace(army->where.towardPlace);
        text += "\nMarching to " + wxString::FromUTF8(goal ? goal->name : army->where.towardPlace);
        if (!army->where.arrivalDate.empty())
            text += ", arriving " + wxString::FromUTF8(army->where.arrivalDate);
    }
    return text;
}

}  // namespace seneschal::gui
