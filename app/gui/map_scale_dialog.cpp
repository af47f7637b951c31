#include "app/gui/map_scale_dialog.hpp"

#include <wx/dcbuffer.h>
#include <wx/mstream.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <cmath>
#include <sstream>

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

std::optional<std::pair<double, double>> point(const wxString& typed) {
    return application::typedMapPoint(typed.utf8_string());
}

wxString pointText(double x, double y) {
    return wxString::Format("%ld,%ld", std::lround(x), std::lround(y));
}

}  // namespace

// The map's picture, fitted to the panel, with the two points marked and joined.
class MapScaleDialog::Picker final : public wxPanel {
  public:
    Picker(MapScaleDialog* owner, const std::shared_ptr<const std::string>& picture,
           double mapWidth, double mapHeight)
        : wxPanel(owner, wxID_ANY, wxDefaultPosition, wxSize(520, 360)),
          owner_(owner),
          mapWidth_(mapWidth),
          mapHeight_(mapHeight) {
        SetBackgroundStyle(wxBG_STYLE_PAINT);
        if (picture) {
            if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
            if (!wxImage::FindHandler(wxBITMAP_TYPE_JPEG)) wxImage::AddHandler(new wxJPEGHandler);
            wxMemoryInputStream in(picture->data(), picture->size());
            image_.LoadFile(in, wxBITMAP_TYPE_ANY);
        }
        Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paint(); });
        Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
            scaled_ = wxBitmap();
            Refresh();
            e.Skip();
        });
        Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& e) {
            const wxRect area = mapArea();
            if (!area.Contains(e.GetPosition())) return;
            owner_->pickAt((e.GetX() - area.x) * mapWidth_ / area.width,
                           (e.GetY() - area.y) * mapHeight_ / area.height);
        });
        SetCursor(wxCursor(wxCURSOR_CROSS));
    }

    std::optional<std::pair<double, double>> from, to;

  private:
    // Where the map's extent is drawn: as large as fits, its own proportions kept.
    wxRect mapArea() const {
        const wxSize size = GetClientSize();
        const double scale = std::min((size.x - 8) / mapWidth_, (size.y - 8) / mapHeight_);
        const int width = std::max(1, static_cast<int>(mapWidth_ * scale));
        const int height = std::max(1, static_cast<int>(mapHeight_ * scale));
        return {(size.x - width) / 2, (size.y - height) / 2, width, height};
    }

    void paint() {
        wxAutoBufferedPaintDC dc(this);
        dc.SetBackground(wxBrush(GetBackgroundColour()));
        dc.Clear();
        const wxRect area = mapArea();
        if (image_.IsOk()) {
            if (!scaled_.IsOk() || scaled_.GetWidth() != area.width)
                scaled_ = wxBitmap(image_.Scale(area.width, area.height, wxIMAGE_QUALITY_HIGH));
            dc.DrawBitmap(scaled_, area.x, area.y);
        } else {
            dc.SetBrush(wxBrush(wxColour(0xee, 0xe6, 0xd2)));
            dc.SetPen(wxPen(wxColour(0x99, 0x88, 0x66)));
            dc.DrawRectangle(area);
            dc.SetTextForeground(wxColour(0x55, 0x4a, 0x3a));
            dc.DrawLabel("The map has no picture: click on its extent", area, wxALIGN_CENTER);
        }
        const auto at = [&](const std::pair<double, double>& p) {
            return wxPoint(area.x + static_cast<int>(p.first * area.width / mapWidth_),
                           area.y + static_cast<int>(p.second * area.height / mapHeight_));
        };
        dc.SetPen(wxPen(wxColour(0xb0, 0x10, 0x10), 2));
        if (from && to) dc.DrawLine(at(*from), at(*to));
        dc.SetBrush(*wxWHITE_BRUSH);
        dc.SetTextForeground(wxColour(0xb0, 0x10, 0x10));
        for (const auto& [p, label] : {std::make_pair(from, "1"), std::make_pair(to, "2")}) {
            if (!p) continue;
            const wxPoint c = at(*p);
            dc.DrawCircle(c, 5);
            dc.DrawText(label, c.x + 7, c.y - 18);
        }
    }

    MapScaleDialog* owner_;
    double mapWidth_;
    double mapHeight_;
    wxImage image_;
    wxBitmap scaled_;
};

MapScaleDialog::MapScaleDialog(wxWindow* parent, std::shared_ptr<const std::string> picture,
                               double mapWidth, double mapHeight,
                               std::optional<double> milesPerUnit)
    : wxDialog(parent, wxID_ANY, "Map scale", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    picker_ = new Picker(this, picture, mapWidth, mapHeight);
    from_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(120, -1));
    to_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(120, -1));
    miles_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(120, -1));
    distance_ = new wxStaticText(this, wxID_ANY, "");
    std::ostringstream now;
    if (milesPerUnit) {
        now << "The scale now: " << *milesPerUnit << " miles a map unit.";
    } else {
        now << "The map has no scale yet: a new route's days cannot be proposed.";
    }
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        "Click two points of the map whose distance you know (a scale bar's two ends, two "
        "towns), or type them as x,y in map units, then give the miles between them. " +
            now.str());
    intro->Wrap(picker_->GetMinSize().x);
    top->Add(intro, 0, wxALL, 12);
    top->Add(picker_, 1, wxEXPAND | wxLEFT | wxRIGHT, 12);
    auto* grid = new wxFlexGridSizer(2, wxSize(10, 6));
    const auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 0);
    };
    row("First point (x,y)", from_);
    row("Second point (x,y)", to_);
    row("Miles between them", miles_);
    top->Add(grid, 0, wxALL, 12);
    top->Add(distance_, 0, wxLEFT | wxRIGHT, 12);
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, 12);
    SetSizerAndFit(top);
    for (wxTextCtrl* field : {from_, to_, miles_})
        field->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { showDistance(); });
    showDistance();
}

void MapScaleDialog::pickAt(double x, double y) {
    (nextIsFrom_ ? from_ : to_)->SetValue(pointText(x, y));
    nextIsFrom_ = !nextIsFrom_;
}

void MapScaleDialog::fill(const std::string& from, const std::string& to,
                          const std::string& miles) {
    from_->SetValue(utf8(from));
    to_->SetValue(utf8(to));
    miles_->SetValue(utf8(miles));
}

void MapScaleDialog::typeMiles(const std::string& miles) {
    miles_->SetValue(utf8(miles));
}

std::optional<application::MapScaleRequest> MapScaleDialog::request() const {
    const auto from = point(from_->GetValue());
    const auto to = point(to_->GetValue());
    const auto miles = application::typedMiles(miles_->GetValue().utf8_string());
    if (!from || !to || !miles) return std::nullopt;
    return application::MapScaleRequest{from->first, from->second, to->first, to->second, *miles};
}

void MapScaleDialog::showDistance() {
    picker_->from = point(from_->GetValue());
    picker_->to = point(to_->GetValue());
    picker_->Refresh();
    wxString said;
    if (picker_->from && picker_->to) {
        const double units = std::hypot(picker_->to->first - picker_->from->first,
                                        picker_->to->second - picker_->from->second);
        said = wxString::Format("The two points are %ld map units apart.", std::lround(units));
        if (const auto miles = application::typedMiles(miles_->GetValue().utf8_string());
            miles && units >= 1) {
            std::ostringstream scale;
            scale << " At " << *miles << (*miles == 1 ? " mile" : " miles") << ": "
                  << *miles / units << " miles a map unit.";
            said += utf8(scale.str());
        }
    } else {
        said = "Click the first point.";
        if (picker_->from) said = "Click the second point.";
    }
    distance_->SetLabel(said);
}

}  // namespace seneschal::gui
