#include "app/gui/details_panel.hpp"

#include <wx/propgrid/advprops.h>
#include <wx/propgrid/propgrid.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/gui/desk_events.hpp"

namespace seneschal::gui {

namespace {

wxPGProperty* propertyFor(const application::DetailField& field) {
    const wxString label = wxString::FromUTF8(field.label);
    const wxString key = wxString::FromUTF8(field.key);
    const wxString value = wxString::FromUTF8(field.value);
    switch (field.type) {
        case application::DetailFieldType::Count: {
            long number = 0;
            value.ToLong(&number);
            auto* property = new wxIntProperty(label, key, number);
            property->SetAttribute(wxPG_ATTR_MIN, 0L);
            return property;
        }
        case application::DetailFieldType::Choice: {
            wxArrayString choices;
            for (const std::string& choice : field.choices) choices.Add(wxString::FromUTF8(choice));
            auto* property = new wxEnumProperty(label, key, choices);
            property->SetChoiceSelection(choices.Index(value));
            return property;
        }
        case application::DetailFieldType::Text:
            break;
    }
    return new wxStringProperty(label, key, value);
}

}  // namespace

DetailsPanel::DetailsPanel(wxWindow* parent) : wxPanel(parent) {
    title_ = new wxStaticText(this, wxID_ANY, "Nothing selected");
    title_->SetFont(title_->GetFont().Bold().Larger());
    grid_ =
        new wxPropertyGrid(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxPG_BOLD_MODIFIED);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(title_, wxSizerFlags().Border(wxALL, 6));
    sizer->Add(grid_, wxSizerFlags(1).Expand());
    SetSizer(sizer);
    grid_->Bind(wxEVT_PG_CHANGED, &DetailsPanel::onChanged, this);
}

void DetailsPanel::setDetails(application::DetailsView details) {
    details_ = std::move(details);
    grid_->Clear();
    title_->SetLabel(details_.subject == application::DetailSubject::None
                         ? wxString("Nothing selected")
                         : wxString::FromUTF8(details_.title) + " (" +
                               application::toString(details_.subject) + ")");
    wxString category;
    for (const application::DetailField& field : details_.fields) {
        if (wxString::FromUTF8(field.category) != category) {
            category = wxString::FromUTF8(field.category);
            grid_->Append(new wxPropertyCategory(category, "category:" + category));
        }
        wxPGProperty* property = grid_->Append(propertyFor(field));
        if (!field.editable) {
            // Read-only fields are greyed, so the editable ones stand out.
            grid_->SetPropertyReadOnly(property, true);
            grid_->SetPropertyTextColour(property, wxColour(110, 110, 110));
        }
    }
    grid_->SetSplitterLeft(true);  // room for the longest label
    Layout();
}

void DetailsPanel::onChanged(wxPropertyGridEvent& event) {
    wxPGProperty* property = event.GetProperty();
    if (!property) return;
    const std::string key = property->GetName().utf8_string();
    const application::DetailField* field = details_.findField(key);
    if (!field) return;
    EditRequestEvent request(details_.subject, details_.id, key,
                             property->GetValueAsString().utf8_string());
    request.SetEventObject(this);
    ProcessWindowEvent(request);
    if (!request.IsAllowed()) {
        // Refused: what the campaign holds is shown again, not what was typed.
        grid_->SetPropertyValueString(property, wxString::FromUTF8(field->value));
        grid_->ClearModifiedStatus();
    }
}

}  // namespace seneschal::gui
