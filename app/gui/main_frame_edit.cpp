// The main window as a campaign editor (issue 34): File > New blank campaign, Campaign > Edit
// map and what the map asks for in edit mode. Each edit is the CLI's `edit` call through the
// campaign session (application/orders/campaign_edits.hpp), one undoable action; no rule here.
#include <wx/filename.h>
#include <wx/menu.h>

#include <algorithm>
#include <cmath>

#include "app/gui/army_edit_dialog.hpp"
#include "app/gui/leader_dialog.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/map_canvas.hpp"
#include "app/gui/map_edit_dialogs.hpp"
#include "app/gui/map_scale_dialog.hpp"
#include "app/gui/new_blank_dialog.hpp"
#include "app/gui/side_dialog.hpp"
#include "app/gui/unit_dialog.hpp"
#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

namespace {

std::int64_t mapUnit(double coordinate, double extent) {
    return static_cast<std::int64_t>(std::lround(std::clamp(coordinate, 0.0, extent)));
}

}  // namespace

void MainFrame::bindEditMenus() {
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { onNewBlank(); }, ID_NEW_BLANK);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { setEditingMap(!panes_.map->editing()); },
        ID_EDIT_MAP);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(session_ != nullptr);
            e.Check(panes_.map->editing());
        },
        ID_EDIT_MAP);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) { editUnits(selected(application::DetailSubject::Unit)); },
        ID_EDIT_UNITS);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); },
        ID_EDIT_UNITS);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) { editSides(selected(application::DetailSubject::Side)); },
        ID_EDIT_SIDES);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); },
        ID_EDIT_SIDES);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) { editLeaders(selected(application::DetailSubject::Leader)); },
        ID_EDIT_LEADERS);
    Bind(
        wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); },
        ID_EDIT_LEADERS);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) { editArmies(selected(application::DetailSubject::Army)); },
        ID_EDIT_ARMIES);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { checkArmies(); }, ID_CHECK_ARMIES);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { chooseMapPicture(); }, ID_MAP_PICTURE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { removeMapPicture(); }, ID_MAP_PICTURE_REMOVE);
    Bind(
        wxEVT_UPDATE_UI,
        [this](wxUpdateUIEvent& e) {
            e.Enable(session_ != nullptr && session_->views().map.picture.has_value());
        },
        ID_MAP_PICTURE_REMOVE);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { editMapScale(); }, ID_MAP_SCALE);
    for (int id : {ID_EDIT_ARMIES, ID_CHECK_ARMIES, ID_MAP_PICTURE, ID_MAP_SCALE})
        Bind(
            wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(session_ != nullptr); }, id);
    MapEditRequests requests;
    requests.addPlace = [this](map::MapPoint at) { CallAfter([this, at] { addPlaceAt(at); }); };
    requests.movePlace = [this](const std::string& place, map::MapPoint to) {
        CallAfter([this, place, to] { movePlace(place, to); });
    };
    requests.editPlace = [this](const std::string& place) {
        CallAfter([this, place] { editPlace(place); });
    };
    requests.removePlace = [this](const std::string& place) {
        CallAfter([this, place] { removePlace(place); });
    };
    requests.addRoute = [this](const std::string& from, const std::string& to) {
        CallAfter([this, from, to] { addRouteBetween(from, to); });
    };
    panes_.map->setEditRequests(std::move(requests));
}

void MainFrame::onNewBlank() {
    NewBlankDialog dialog(this);
    if (dialog.ShowModal() != wxID_OK) return;
    application::BlankCampaignRequest request = dialog.request();
    const wxString campaign =
        prompter_->saveFile(this, "Keep the new campaign in", kCampaignWildcard,
                            utf8(request.name.empty() ? "campaign" : request.name) + ".seneschal");
    if (campaign.empty()) return;
    request.campaign = std::filesystem::path(campaign.utf8_string());
    // The save dialog asked before naming an existing file.
    request.replace = true;
    newBlankCampaign(request);
}

bool MainFrame::newBlankCampaign(const application::BlankCampaignRequest& request) {
    try {
        adopt(std::make_unique<application::CampaignSession>(
            application::CampaignSession::newBlank(request)));
    } catch (const std::exception& error) {
        refuse("Cannot make the blank campaign", error.what());
        return false;
    }
    setEditingMap(true);
    return true;
}

void MainFrame::setEditingMap(bool editing) {
    if (!session_) editing = false;
    panes_.map->setEditing(editing);
    SetStatusText(editing ? MapCanvas::editBanner() : wxString("The map is no longer being edited"),
                  0);
}

bool MainFrame::addPlaceAt(map::MapPoint at) {
    if (!session_) return false;
    PlaceDialog dialog(this, session_->snapshot(), {});
    if (dialog.ShowModal() != wxID_OK) return false;
    application::AddPlaceRequest request;
    request.name = dialog.name();
    request.kind = dialog.kind();
    request.terrain = dialog.terrain();
    const map::MapView& view = panes_.map->view();
    request.x = mapUnit(at.x, view.width);
    request.y = mapUnit(at.y, view.height);
    if (!dialog.ownerId().empty()) request.owner = dialog.ownerId();
    return performOrder("Add place", [request](application::CampaignSession& session) {
        return session.addPlace(request).description;
    });
}

bool MainFrame::movePlace(const std::string& placeId, map::MapPoint to) {
    if (!session_) return false;
    application::SetPlaceRequest request;
    request.place = placeId;
    const map::MapView& view = panes_.map->view();
    request.x = mapUnit(to.x, view.width);
    request.y = mapUnit(to.y, view.height);
    return performOrder("Move place", [request](application::CampaignSession& session) {
        return session.setPlace(request).description;
    });
}

bool MainFrame::editPlace(const std::string& placeId) {
    if (!session_) return false;
    PlaceDialog dialog(this, session_->snapshot(), placeId);
    if (dialog.ShowModal() != wxID_OK) return false;
    application::SetPlaceRequest request;
    request.place = placeId;
    request.name = dialog.name();
    request.kind = dialog.kind();
    request.terrain = dialog.terrain();
    if (dialog.ownerId().empty())
        request.noOwner = true;
    else
        request.owner = dialog.ownerId();
    return performOrder("Edit place", [request](application::CampaignSession& session) {
        return session.setPlace(request).description;
    });
}

bool MainFrame::removePlace(const std::string& placeId) {
    if (!session_) return false;
    const map::MapPlace* place = panes_.map->view().findPlace(placeId);
    const wxString name = utf8(place ? place->name : placeId);
    if (!prompter_->confirm(this, "Remove the place",
                            "Take " + name + " off the map with its routes?"))
        return false;
    return performOrder("Remove place", [placeId](application::CampaignSession& session) {
        return session.removePlace(placeId).description;
    });
}

bool MainFrame::addRouteBetween(const std::string& fromId, const std::string& toId) {
    if (!session_) return false;
    RouteDialog dialog(this, *session_, fromId, toId);
    if (dialog.ShowModal() != wxID_OK) return false;
    const application::AddRouteRequest request{fromId, toId, dialog.kind(), dialog.footDays(),
                                               dialog.mountedDays()};
    return performOrder("Add route", [request](application::CampaignSession& session) {
        return session.addRoute(request).description;
    });
}

bool MainFrame::editSides(const std::string& sideId) {
    if (!session_) return false;
    SideDialog dialog(this, *session_, sideId);
    if (dialog.ShowModal() != wxID_OK) return false;
    if (dialog.addingSide()) {
        const application::AddSideRequest request = dialog.newSide();
        return performOrder("Add side", [request](application::CampaignSession& session) {
            return session.addSide(request).description;
        });
    }
    const std::optional<application::SetSideRequest> changes = dialog.changes();
    const std::optional<application::SideProgrammedRequest> programmed = dialog.programmedChange();
    if (!changes && !programmed) return false;
    if (changes &&
        !performOrder("Edit side", [request = *changes](application::CampaignSession& session) {
            return session.setSide(request).description;
        }))
        return false;
    // Handed to the programmed opponent or back to a person: the CLI's `side --programmed`,
    // its own undoable action; the notice names the side.
    if (!programmed) return true;
    std::string said;
    if (!performOrder("Programme side",
                      [request = *programmed, &said](application::CampaignSession& session) {
                          said = session.setSideProgrammed(request).description;
                          return said;
                      }))
        return false;
    SetStatusText(utf8(said), 0);
    return true;
}

bool MainFrame::editLeaders(const std::string& leaderId) {
    if (!session_) return false;
    LeaderDialog dialog(this, session_->snapshot(), leaderId);
    if (dialog.ShowModal() != wxID_OK) return false;
    if (dialog.addingLeader()) {
        const application::AddLeaderRequest request = dialog.newLeader();
        return performOrder("Add leader", [request](application::CampaignSession& session) {
            return session.addLeader(request).description;
        });
    }
    const std::optional<application::SetLeaderRequest> changes = dialog.changes();
    if (!changes) return false;
    return performOrder("Edit leader", [request = *changes](application::CampaignSession& session) {
        return session.setLeader(request).description;
    });
}

bool MainFrame::editArmies(const std::string& armyId) {
    if (!session_) return false;
    ArmyEditDialog dialog(this, session_->snapshot(), armyId);
    if (dialog.ShowModal() != wxID_OK) return false;
    std::string army = dialog.armyId();
    if (const std::optional<application::DisbandArmyRequest> disband = dialog.disbanding()) {
        return performOrder("Disband army", [request = *disband](application::CampaignSession& s) {
            return s.disbandArmy(request).description;
        });
    }
    bool changed = false;
    if (dialog.addingArmy()) {
        const application::AddArmyRequest request = dialog.newArmy();
        if (!performOrder("Add army", [request](application::CampaignSession& session) {
                return session.addArmy(request).description;
            }))
            return false;
        army = request.name;  // the new army, by its name
        changed = true;
    } else if (const std::optional<application::SetArmyRequest> changes = dialog.changes()) {
        if (!performOrder("Edit army", [request = *changes](application::CampaignSession& session) {
                return session.setArmy(request).description;
            }))
            return false;
        changed = true;
    }
    if (!dialog.newBattal().empty()) {
        const application::AddBattalRequest request{army, dialog.newBattal()};
        if (!performOrder("Add battal", [request](application::CampaignSession& session) {
                return session.addBattal(request).description;
            }))
            return false;
        changed = true;
    }
    return changed;
}

void MainFrame::checkArmies() {
    if (!session_) return;
    application::ArmiesChecked checked;
    try {
        checked = session_->checkArmies();
    } catch (const std::exception& error) {
        refuse("Cannot check the armies", error.what());
        return;
    }
    ArmyCheckDialog dialog(this, checked);
    dialog.ShowModal();
}

bool MainFrame::editUnits(const std::string& unitId) {
    if (!session_) return false;
    UnitDialog dialog(this, *session_, unitId);
    if (dialog.ShowModal() != wxID_OK) return false;
    if (dialog.addingUnit()) {
        const application::AddUnitRequest request = dialog.newUnit();
        return performOrder("Add unit", [request](application::CampaignSession& session) {
            return session.addUnit(request).description;
        });
    }
    const std::string id = dialog.unitId();
    std::string name;
    std::int64_t present = 0;
    for (const campaign::Army& army : session_->snapshot().armies)
        for (const campaign::Battal& battal : army.battals)
            for (const campaign::Unit& unit : battal.units)
                if (unit.id == id) {
                    name = unit.name;
                    present = unit.present;
                }
    bool changed = false;
    if (dialog.name() != name) {
        if (!performOrder("Rename",
                          [id, newName = dialog.name()](application::CampaignSession& session) {
                              return session.renameUnit({id, newName}).description;
                          }))
            return false;
        changed = true;
    }
    if (dialog.men() != present) {
        const application::CorrectUnitRequest request{id, dialog.men(), dialog.reason()};
        if (!performOrder("Correct unit", [request](application::CampaignSession& session) {
                return session.correctUnit(request).description;
            }))
            return false;
        changed = true;
    }
    return changed;
}

bool MainFrame::chooseMapPicture() {
    if (!session_) return false;
    const wxString picture =
        prompter_->openFile(this, "The map's picture",
                            "Pictures (*.png;*.jpg;*.jpeg)|*.png;*.jpg;*.jpeg;*.PNG;*.JPG;*.JPEG");
    if (picture.empty()) return false;
    std::string said;
    if (!performOrder("Map picture", [&](application::CampaignSession& session) {
            said = session.setMapPicture(std::filesystem::path(picture.utf8_string())).description;
            return said;
        }))
        return false;
    SetStatusText(utf8(said), 0);
    return true;
}

bool MainFrame::removeMapPicture() {
    if (!session_) return false;
    return performOrder("Map picture", [](application::CampaignSession& session) {
        return session.removeMapPicture().description;
    });
}

bool MainFrame::editMapScale() {
    if (!session_) return false;
    const map::MapView& view = session_->views().map;
    MapScaleDialog dialog(this, view.picture ? view.picture->bytes : nullptr, view.width,
                          view.height, view.milesPerUnit);
    if (dialog.ShowModal() != wxID_OK) return false;
    const std::optional<application::MapScaleRequest> request = dialog.request();
    if (!request) {
        refuse("Map scale", "Give both points as x,y and the miles between them as a number.");
        return false;
    }
    std::string said;
    if (!performOrder("Map scale", [&](application::CampaignSession& session) {
            said = session.setMapScale(*request).description;
            return said;
        }))
        return false;
    SetStatusText(utf8(said), 0);
    return true;
}

}  // namespace seneschal::gui
