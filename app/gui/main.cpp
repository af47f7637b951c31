#include <wx/app.h>

#include "app/gui/seneschal_app.hpp"

wxIMPLEMENT_APP(seneschal::gui::SeneschalApp);
