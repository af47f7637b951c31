#pragma once
// The odds as a chart (issue 16): a horizontal bar per side, its length the side's win rate in
// the side's colour, whiskers across its 95% interval, the expected losses written beneath;
// then the draws as their own grey bar. Painted through the drawing library (the same cairo
// surface the map pane paints on), so a test can read what was drawn from a recording.
#include <wx/window.h>

#include "application/battles/battle_views.hpp"
#include "drawing/surface.hpp"

namespace seneschal::gui {

// Draws the chart on any surface; `ink` is the text's colour (the window's own).
void paintOddsChart(drawing::Surface& surface, const application::OddsView& view,
                    drawing::Colour ink);

class OddsChart final : public wxWindow {
  public:
    explicit OddsChart(wxWindow* parent);
    void show(application::OddsView view);  // repaints at once
    void clear();
    const application::OddsView& view() const { return view_; }
    bool empty() const { return view_.sides.empty(); }

  private:
    void onPaint(wxPaintEvent& event);
    application::OddsView view_;
};

}  // namespace seneschal::gui
