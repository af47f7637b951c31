#include "app/gui/map_canvas.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/menu.h>
#include <wx/utils.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "app/gui/desk_events.hpp"
#include "app/gui/wx_text.hpp"
#include "drawing/cairo_surface.hpp"
#include "drawing/text_measure.hpp"
#include "map/map_furniture.hpp"

namespace seneschal::gui {

namespace {
constexpr int kDragThreshold = 4;  // pixels the hand may wander before a click becomes a drag
constexpr double kWheelStep = 1.2;
// Narrower than this, the map pane folds its legend to a small plate that unfolds under the hand.
constexpr int kFoldLegendBelow = 800;
// The items of a pending battle's menu on the map.
constexpr int kResolveHere = wxID_HIGHEST + 901;
constexpr int kAvoidHere = wxID_HIGHEST + 902;
constexpr int kEditPlaceHere = wxID_HIGHEST + 903;
constexpr int kRemovePlaceHere = wxID_HIGHEST + 904;
// The edit mode's banner across the top of the map, in pixels.
constexpr int kBannerHeight = 26;

drawing::Point toPoint(const wxPoint& p) {
    return {double(p.x), double(p.y)};
}

wxPoint toWx(drawing::Point p) {
    return {int(std::lround(p.x)), int(std::lround(p.y))};
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
    Bind(wxEVT_RIGHT_UP, &MapCanvas::onRightUp, this);
    Bind(wxEVT_LEFT_DCLICK, &MapCanvas::onDoubleClick, this);
    Bind(wxEVT_KEY_DOWN, &MapCanvas::onKey, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, &MapCanvas::onCaptureLost, this);
    Bind(wxEVT_LEAVE_WINDOW, [this](wxMouseEvent& event) {
        handOver_ = false;
        if (gesture_ == Gesture::None &&
            (!paint_.hoveredId.empty() || !openStack_.empty() || legendOpen_)) {
            paint_.hoveredId.clear();
            openStack_.clear();
            legendOpen_ = false;
            changed();
        }
        event.Skip();
    });
}

void MapCanvas::setView(map::MapView view) {
    view_ = std::move(view);
    if (!view_.findArmy(paint_.draggedArmy)) finishGesture();
    openStack_.clear();
    if (followWindowSize_ || view_.places.empty())
        fitToWindow();
    else
        changed();
    hoverAgain();
}

void MapCanvas::setSelected(const std::string& id) {
    if (paint_.selectedId == id) return;
    paint_.selectedId = id;
    changed();
}

void MapCanvas::fitToWindow() {
    const wxSize size = GetClientSize();
    if (editing_) {
        // The whole map, below the title and the banner: where a new place may go, not only
        // where places are.
        constexpr double kMargin = 16;
        const double top = map::titleStrip(size.x).bottom() + kBannerHeight;
        const drawing::Rect inner{kMargin, top + kMargin, std::max(1.0, size.x - 2 * kMargin),
                                  std::max(1.0, size.y - top - 2 * kMargin)};
        transform_ = map::MapTransform::fittingBox(0, 0, view_.width, view_.height, inner);
    } else {
        transform_ = map::fitToSurface(view_, size.x, size.y, legend_, size.x < kFoldLegendBelow);
    }
    followWindowSize_ = true;
    changed();
}

void MapCanvas::showLegend(bool shown) {
    legend_ = shown;
    if (followWindowSize_)
        fitToWindow();
    else
        changed();
}

void MapCanvas::changed() {
    layout_.reset();
    Refresh();
}

map::LayoutRequest MapCanvas::layoutRequest() const {
    const wxSize size = GetClientSize();
    map::LayoutRequest request;
    request.width = std::max(1, size.x);
    request.height = std::max(1, size.y);
    request.transform = transform_;
    request.selectedId = paint_.selectedId;
    request.hoveredId = paint_.hoveredId;
    request.openStack = openStack_;
    request.legend = legend_;
    request.legendFolded = size.x < kFoldLegendBelow;
    request.legendOpen = legendOpen_;
    return request;
}

const map::MapLayout& MapCanvas::layout() const {
    if (!layout_) layout_ = map::layoutMap(view_, layoutRequest(), drawing::textMeasurer());
    return *layout_;
}

void MapCanvas::setEditing(bool editing) {
    if (editing_ == editing) return;
    editing_ = editing;
    finishGesture();
    fitToWindow();
}

wxString MapCanvas::editBanner() {
    return wxString::FromUTF8(
        "Editing the map: click empty ground to add a place, drag a place to move it or onto "
        "another for a route, double-click to edit, right-click to remove");
}

wxPoint MapCanvas::onScreen(map::MapPoint at) const {
    return toWx(transform_.toScreen(at));
}

map::MapPoint MapCanvas::onMap(const wxPoint& at) const {
    return transform_.toWorld(toPoint(at));
}

std::optional<wxPoint> MapCanvas::placeOnScreen(const std::string& placeId) const {
    if (const map::PlaceMark* mark = layout().findPlace(placeId)) return toWx(mark->centre);
    return std::nullopt;
}

std::optional<wxPoint> MapCanvas::bannerOnScreen(const std::string& armyId) const {
    const map::ArmyStack* stack = layout().stackOf(armyId);
    if (!stack) return std::nullopt;
    for (const map::StackRow& row : map::stackRows(*stack))
        if (row.armyId == armyId)
            return toWx({row.rect.x + row.rect.width / 2, row.rect.y + row.rect.height / 2});
    // A closed stack too full to show this army's row: its heading opens it.
    return toWx({stack->rect.x + stack->rect.width / 2, stack->rect.y + 8});
}

void MapCanvas::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const drawing::Colour surround = map::mapSurround();
    dc.SetBackground(wxBrush(wxColour(surround.red, surround.green, surround.blue)));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(wxGraphicsContext::Create(dc));
    if (!gc) return;
    if (view_.places.empty() && view_.campaignName.empty()) {
        gc->SetFont(wxFontInfo(12).Italic(), wxColour(110, 90, 60));
        gc->DrawText("No campaign open", 20, 20);
        return;
    }
    // The painter draws on cairo, the window's own context under GTK: the same painter as the
    // exported files, so the window and the file agree.
    auto* cairo = static_cast<cairo_t*>(gc->GetNativeContext());
    if (!cairo) return;
    const wxSize size = GetClientSize();
    drawing::CairoSurface surface(cairo, size.x, size.y);
    map::paintMap(surface, view_, layout(), paint_);
    if (!editing_) return;
    // The banner lies under the map's title strip, which keeps the campaign's name and date.
    const double bannerTop = layout().title.bottom();
    if (view_.places.empty()) {
        gc->SetFont(wxFontInfo(12).Italic(), wxColour(110, 90, 60));
        gc->DrawText("An empty map: click where the first place stands", 24,
                     bannerTop + kBannerHeight + 24);
    }
    // A place dragged: a line from it to the hand, to another place for a route.
    if (gesture_ == Gesture::DraggingPlace) {
        if (const auto from = placeOnScreen(pressed_.id)) {
            gc->SetPen(wxPen(wxColour(150, 40, 30), 2, wxPENSTYLE_SHORT_DASH));
            gc->StrokeLine(from->x, from->y, lastAt_.x, lastAt_.y);
        }
    }
    // The banner says which mode the map is in.
    gc->SetPen(*wxTRANSPARENT_PEN);
    gc->SetBrush(wxBrush(wxColour(150, 40, 30, 225)));
    // It stops short of the legend's plate when that stands beside it (the folded legend's
    // button is in the map's top corner).
    double bannerWidth = size.x;
    const drawing::Rect& legend = layout().legend;
    if (legend.width > 0 && legend.y < bannerTop + kBannerHeight && legend.bottom() > bannerTop)
        bannerWidth = std::max(0.0, legend.x - 4);
    gc->DrawRectangle(0, bannerTop, bannerWidth, kBannerHeight);
    gc->SetFont(wxFontInfo(10).Bold(), *wxWHITE);
    // The whole hint where it fits; else the mode alone (the status bar keeps the hint).
    wxString banner = editBanner();
    wxDouble width = 0, height = 0;
    gc->GetTextExtent(banner, &width, &height);
    if (width > bannerWidth - 16) banner = "Editing the map (Campaign > Edit map to stop)";
    gc->GetTextExtent(banner, &width, &height);
    if (width > bannerWidth - 16) banner = "Editing the map";
    gc->DrawText(banner, 8, bannerTop + 5);
}

void MapCanvas::onSize(wxSizeEvent& event) {
    if (followWindowSize_)
        fitToWindow();
    else
        changed();
    hoverAgain();
    event.Skip();
}

void MapCanvas::onWheel(wxMouseEvent& event) {
    if (event.GetWheelRotation() == 0 || event.GetWheelDelta() == 0) return;
    const double notches = double(event.GetWheelRotation()) / event.GetWheelDelta();
    transform_.zoomAbout(toPoint(event.GetPosition()), std::pow(kWheelStep, notches));
    followWindowSize_ = false;
    changed();
    hoverAgain();
}

void MapCanvas::onLeftDown(wxMouseEvent& event) {
    SetFocus();
    pressed_ = map::hitTest(layout(), toPoint(event.GetPosition()));
    pressAt_ = lastAt_ = event.GetPosition();
    gesture_ = Gesture::Pressing;
    if (!HasCapture()) CaptureMouse();
}

void MapCanvas::onMotion(wxMouseEvent& event) {
    const wxPoint at = event.GetPosition();
    handOver_ = true;
    if (gesture_ == Gesture::Pressing && event.LeftIsDown()) {
        const wxPoint moved = at - pressAt_;
        if (std::abs(moved.x) + std::abs(moved.y) > kDragThreshold) {
            gesture_ =
                pressed_.kind == map::MapHit::Kind::Army ? Gesture::DraggingArmy : Gesture::Panning;
            if (editing_ && pressed_.kind == map::MapHit::Kind::Place)
                gesture_ = Gesture::DraggingPlace;
            if (gesture_ == Gesture::DraggingArmy) paint_.draggedArmy = pressed_.id;
        }
    }
    if (gesture_ == Gesture::Panning) {
        transform_.panBy(at.x - lastAt_.x, at.y - lastAt_.y);
        followWindowSize_ = false;
        changed();
    } else if (gesture_ == Gesture::DraggingPlace) {
        lastAt_ = at;
        Refresh();  // the layout stands: only the line in hand moves
    } else if (gesture_ == Gesture::DraggingArmy) {
        paint_.dragPoint = toPoint(at);
        paint_.dropPlace = map::placeAt(layout(), toPoint(at));
        Refresh();  // the layout stands: only the army in hand moves
    } else if (gesture_ == Gesture::None) {
        hover(toPoint(at));
    }
    lastAt_ = at;
}

void MapCanvas::onLeftUp(wxMouseEvent& event) {
    const Gesture ended = gesture_;
    const std::string army = paint_.draggedArmy;
    const std::string target = map::placeAt(layout(), toPoint(event.GetPosition()));
    finishGesture();
    if (ended == Gesture::DraggingPlace) {
        finishPlaceDrag(event.GetPosition());
        return;
    }
    if (ended == Gesture::Pressing && editing_ && pressed_.kind == map::MapHit::Kind::Nothing &&
        edits_.addPlace) {
        edits_.addPlace(onMap(event.GetPosition()));
        return;
    }
    if (ended == Gesture::Pressing) {
        // A click on a stack's heading opens it and keeps it open; on a row, picks the army.
        if (pressed_.kind == map::MapHit::Kind::Stack) {
            openStack_ = pressed_.id;
            changed();
        } else if (pressed_.kind == map::MapHit::Kind::Battle) {
            showBattleMenu(pressed_.id);
        } else {
            emitSelection(pressed_);
        }
    }
    if (ended == Gesture::DraggingArmy && !target.empty()) requestMarch(army, target);
}

void MapCanvas::finishPlaceDrag(const wxPoint& at) {
    const std::string placeId = pressed_.id;
    const std::string target = map::placeAt(layout(), toPoint(at));
    if (target == placeId) return;  // put back where it was
    if (!target.empty()) {
        if (edits_.addRoute) edits_.addRoute(placeId, target);
    } else if (edits_.movePlace) {
        edits_.movePlace(placeId, onMap(at));
    }
}

void MapCanvas::onDoubleClick(wxMouseEvent& event) {
    if (!editing_) return;
    const std::string place = map::placeAt(layout(), toPoint(event.GetPosition()));
    if (!place.empty() && edits_.editPlace) edits_.editPlace(place);
}

void MapCanvas::onKey(wxKeyEvent& event) {
    const bool remove = event.GetKeyCode() == WXK_DELETE || event.GetKeyCode() == WXK_NUMPAD_DELETE;
    if (editing_ && remove && view_.findPlace(paint_.selectedId) && edits_.removePlace) {
        edits_.removePlace(paint_.selectedId);
        return;
    }
    event.Skip();
}

void MapCanvas::showPlaceMenu(const std::string& placeId) {
    const map::MapPlace* place = view_.findPlace(placeId);
    if (!place) return;
    wxMenu menu;
    menu.Append(kEditPlaceHere, "Edit " + utf8(place->name) + wxString::FromUTF8("…"));
    menu.Append(kRemovePlaceHere, "Remove " + utf8(place->name) + wxString::FromUTF8("…"));
    menu.Bind(
        wxEVT_MENU,
        [this, placeId](wxCommandEvent&) {
            if (edits_.editPlace) edits_.editPlace(placeId);
        },
        kEditPlaceHere);
    menu.Bind(
        wxEVT_MENU,
        [this, placeId](wxCommandEvent&) {
            if (edits_.removePlace) edits_.removePlace(placeId);
        },
        kRemovePlaceHere);
    PopupMenu(&menu);
}

void MapCanvas::onRightUp(wxMouseEvent& event) {
    const map::MapHit hit = map::hitTest(layout(), toPoint(event.GetPosition()));
    if (editing_ && hit.kind == map::MapHit::Kind::Place) {
        showPlaceMenu(hit.id);
        return;
    }
    const bool battle = hit.kind == map::MapHit::Kind::Battle ||
                        (hit.kind == map::MapHit::Kind::Place && view_.battlePendingAt(hit.id));
    if (battle) showBattleMenu(hit.id);
}

std::unique_ptr<wxMenu> MapCanvas::battleMenu(const std::string& placeId) {
    const map::MapPlace* place = view_.findPlace(placeId);
    const wxString name = place ? utf8(place->name) : utf8(placeId);
    auto menu = std::make_unique<wxMenu>();
    const auto send = [this, placeId](BattleRequestEvent::Want want) {
        return [this, placeId, want](wxCommandEvent&) {
            BattleRequestEvent request(want, placeId);
            request.SetEventObject(this);
            ProcessWindowEvent(request);
        };
    };
    menu->Append(kResolveHere,
                 wxString::FromUTF8("Resolve the battle at ") + name + wxString::FromUTF8("…"));
    menu->Append(kAvoidHere,
                 wxString::FromUTF8("Avoid the battle at ") + name + wxString::FromUTF8("…"));
    menu->Bind(wxEVT_MENU, send(BattleRequestEvent::Want::Resolve), kResolveHere);
    menu->Bind(wxEVT_MENU, send(BattleRequestEvent::Want::Avoid), kAvoidHere);
    return menu;
}

void MapCanvas::showBattleMenu(const std::string& placeId) {
    if (!view_.battlePendingAt(placeId)) return;
    const std::unique_ptr<wxMenu> menu = battleMenu(placeId);
    PopupMenu(menu.get());
}

void MapCanvas::onCaptureLost(wxMouseCaptureLostEvent&) {
    finishGesture();
}

void MapCanvas::finishGesture() {
    if (HasCapture()) ReleaseMouse();
    gesture_ = Gesture::None;
    paint_.draggedArmy.clear();
    paint_.dropPlace.clear();
    Refresh();
}

void MapCanvas::hover(drawing::Point at) {
    // The hand on a folded legend unfolds it; off it, it folds again.
    const bool onLegend = layout().legend.contains(at) && (layout().legendFolded || legendOpen_);
    if (onLegend != legendOpen_) {
        legendOpen_ = onLegend;
        changed();
    }
    const map::MapHit hit = map::hitTest(layout(), at);
    // Hovering a stack opens it, so that every army in it can be read and picked.
    std::string open = openStack_;
    if (hit.kind == map::MapHit::Kind::Stack) open = hit.id;
    if (hit.kind == map::MapHit::Kind::Army)
        if (const map::ArmyStack* stack = layout().stackOf(hit.id)) open = stack->key;
    if (hit.kind == map::MapHit::Kind::Nothing || hit.kind == map::MapHit::Kind::Place) {
        // Leaving an open stack closes it.
        const map::ArmyStack* current = nullptr;
        for (const map::ArmyStack& stack : layout().stacks)
            if (stack.key == openStack_) current = &stack;
        if (current && !current->rect.contains(at)) open.clear();
    }
    const std::string hovered = hit.kind == map::MapHit::Kind::Stack ? std::string() : hit.id;
    // The tooltip says what is under the hand now: another place, the same place after the
    // campaign changed, or nothing (issue 37, item 10: tooltips went stale).
    const wxString tip = hit.kind == map::MapHit::Kind::Nothing ? wxString() : describe(hit);
    if (tip != GetToolTipText()) {
        if (tip.empty())
            UnsetToolTip();
        else
            SetToolTip(tip);
    }
    if (hovered == paint_.hoveredId && open == openStack_) return;
    paint_.hoveredId = hovered;
    openStack_ = open;
    changed();
}

void MapCanvas::hoverAgain() {
    // The map under a still hand changed (a new view, a zoom, a new size): what the hand is on
    // is looked at again, its tooltip with it.
    if (!handOver_ || gesture_ != Gesture::None || !IsShownOnScreen()) return;
    const wxPoint at = ScreenToClient(wxGetMousePosition());
    if (!GetClientRect().Contains(at)) {
        if (!GetToolTipText().empty()) UnsetToolTip();
        return;
    }
    hover(toPoint(at));
}

void MapCanvas::emitSelection(const map::MapHit& hit) {
    using application::DetailSubject;
    const DetailSubject subject = hit.kind == map::MapHit::Kind::Army    ? DetailSubject::Army
                                  : hit.kind == map::MapHit::Kind::Place ? DetailSubject::Place
                                                                         : DetailSubject::None;
    setSelected(hit.id);
    SelectionEvent event(subject, hit.id);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

void MapCanvas::requestMarch(const std::string& armyId, const std::string& placeId) {
    const map::MapArmy* army = view_.findArmy(armyId);
    // Dropping an army back where it stands is no order at all.
    if (!army || (!army->where.onTheMarch() && army->where.placeId == placeId)) return;
    if (confirm_ && !confirm_(armyId, placeId)) return;
    MarchRequestEvent event(armyId, placeId);
    event.SetEventObject(this);
    ProcessWindowEvent(event);
}

wxString MapCanvas::describe(const map::MapHit& hit) const {
    if (hit.kind == map::MapHit::Kind::Place) {
        const map::MapPlace* place = view_.findPlace(hit.id);
        wxString text = utf8(place->name) + " (" + map::toString(place->kind) + ")";
        text +=
            place->owner.empty() ? wxString(", held by nobody") : ", held by " + utf8(place->owner);
        if (view_.battlePendingAt(place->id)) text += "\nBattle pending";
        // Every route's days, whether or not the map had room for its plate.
        for (const map::MapRoute& route : view_.routes) {
            const bool from = route.fromPlace == place->id, to = route.toPlace == place->id;
            if (!from && !to) continue;
            const map::MapPlace* other = view_.findPlace(from ? route.toPlace : route.fromPlace);
            if (!other) continue;
            text += "\n" + utf8(other->name) + ": " + utf8(map::routeDaysText(route)) + " by " +
                    map::toString(route.kind);
        }
        return text;
    }
    if (hit.kind == map::MapHit::Kind::Stack) {
        wxString text;
        for (const map::ArmyStack& stack : layout().stacks) {
            if (stack.key != hit.id) continue;
            text = utf8(map::stackHeading(stack));
            for (const std::string& id : stack.armyIds)
                if (const map::MapArmy* army = view_.findArmy(id))
                    text += "\n" + utf8(army->name) + " (" + utf8(army->side) + "), " +
                            groupedNumber(army->men) + " men";
        }
        return text;
    }
    const map::MapArmy* army = view_.findArmy(hit.id);
    if (!army) return {};
    wxString text = utf8(army->name) + " (" + utf8(army->side) + ")\n" + groupedNumber(army->men) +
                    " men, " + groupedNumber(army->figures) + " figures";
    if (army->where.onTheMarch() || !army->where.stops.empty()) {
        const std::string goalId =
            army->where.stops.empty() ? army->where.towardPlace : army->where.stops.back();
        const map::MapPlace* goal = view_.findPlace(goalId);
        text += "\nMarching to " + utf8(goal ? goal->name : goalId);
        const std::string& when = army->where.destinationDate.empty() ? army->where.arrivalDate
                                                                      : army->where.destinationDate;
        if (!when.empty()) text += ", arriving " + utf8(when);
    }
    return text;
}

}  // namespace seneschal::gui
