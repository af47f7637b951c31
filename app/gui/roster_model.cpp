#include "app/gui/roster_model.hpp"

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

using application::DetailSubject;
using application::LeaderState;

RosterModel::Node& RosterModel::add(Node* parent, DetailSubject subject, const std::string& id,
                                    const std::string& name) {
    Node& node = nodes_.emplace_back();
    node.subject = subject;
    node.id = id;
    node.name = wxString::FromUTF8(name);
    node.parent = parent;
    if (parent)
        parent->children.push_back(&node);
    else
        sides_.push_back(&node);
    byId_.emplace(id, &node);
    return node;
}

void RosterModel::addLeaders(Node& parent, const std::vector<application::RosterLeader>& leaders) {
    for (const application::RosterLeader& leader : leaders) {
        Node& node = add(&parent, DetailSubject::Leader, leader.id, leader.name);
        node.type = wxString::FromUTF8(leader.rank);
        node.troopClass = wxString::FromUTF8(leader.troopClass);
        node.leaderState = leader.state;
        node.woundedReturn = wxString::FromUTF8(leader.returnDate);
    }
}

void RosterModel::setRoster(const application::RosterView& roster) {
    nodes_.clear();
    sides_.clear();
    byId_.clear();
    byId_.reserve(application::unitCount(roster) + 64);
    for (const application::RosterSide& side : roster.sides) {
        Node& sideNode = add(nullptr, DetailSubject::Side, side.id, side.name);
        sideNode.counts = application::totals(side);
        for (const application::RosterArmy& army : side.armies) {
            Node& armyNode = add(&sideNode, DetailSubject::Army, army.id, army.name);
            armyNode.counts = application::totals(army);
            addLeaders(armyNode, army.leaders);
            for (const application::RosterBattal& battal : army.battals) {
                Node& battalNode = add(&armyNode, DetailSubject::Battal, battal.id, battal.name);
                battalNode.counts = application::totals(battal);
                addLeaders(battalNode, battal.leaders);
                for (const application::RosterUnit& unit : battal.units) {
                    Node& unitNode = add(&battalNode, DetailSubject::Unit, unit.id, unit.name);
                    unitNode.type = wxString::FromUTF8(unit.troopType);
                    unitNode.troopClass = wxString::FromUTF8(unit.troopClass);
                    unitNode.counts = unit.counts;
                    unitNode.woundedReturn = wxString::FromUTF8(unit.woundedReturn);
                }
            }
        }
    }
    Cleared();
}

wxDataViewItem RosterModel::itemFor(const std::string& id) const {
    const auto found = byId_.find(id);
    return found == byId_.end() ? wxDataViewItem() : wxDataViewItem(found->second);
}

DetailSubject RosterModel::subjectOf(const wxDataViewItem& item) const {
    return item.IsOk() ? nodeOf(item)->subject : DetailSubject::None;
}

std::string RosterModel::idOf(const wxDataViewItem& item) const {
    return item.IsOk() ? nodeOf(item)->id : std::string();
}

std::vector<wxDataViewItem> RosterModel::sidesAndArmies() const {
    std::vector<wxDataViewItem> items;
    for (const Node* side : sides_) {
        items.emplace_back(const_cast<Node*>(side));
        for (const Node* child : side->children) items.emplace_back(const_cast<Node*>(child));
    }
    return items;
}

// Leaders have no head counts: their columns say which state they are in.
long RosterModel::number(const Node& node, unsigned column) {
    if (node.subject == DetailSubject::Leader) {
        const LeaderState state = node.leaderState;
        switch (column) {
            case Present:
                return state == LeaderState::Present;
            case Wounded:
                return state == LeaderState::Wounded;
            case Captive:
                return state == LeaderState::Captive;
            case Dead:
                return state == LeaderState::Dead;
            case Deserted:
                return state == LeaderState::Fled;
            default:
                return 0;
        }
    }
    switch (column) {
        case Present:
            return node.counts.present;
        case Wounded:
            return node.counts.wounded;
        case Captive:
            return node.counts.captive;
        case Dead:
            return node.counts.dead;
        case Deserted:
            return node.counts.deserted;
        case Figures:
            return node.counts.figures;
        default:
            return 0;
    }
}

wxString RosterModel::cell(const Node& node, unsigned column) const {
    switch (column) {
        case Name:
            return node.name;
        case Type:
            return node.type;
        case Class:
            return node.troopClass;
        default:
            break;
    }
    const long value = number(node, column);
    if (node.subject == DetailSubject::Leader) {
        if (!value) return wxString();
        if (column == Wounded && !node.woundedReturn.empty()) return "until " + node.woundedReturn;
        return column == Deserted ? "fled" : "yes";
    }
    if (column == Figures && node.subject != DetailSubject::Unit && value == 0) return wxString();
    wxString text = groupedNumber(value);
    if (column == Wounded && value > 0 && !node.woundedReturn.empty())
        text += " (back " + node.woundedReturn + ")";
    return text;
}

void RosterModel::GetValue(wxVariant& value, const wxDataViewItem& item, unsigned column) const {
    value = cell(*nodeOf(item), column);
}

wxDataViewItem RosterModel::GetParent(const wxDataViewItem& item) const {
    if (!item.IsOk()) return wxDataViewItem();
    return wxDataViewItem(nodeOf(item)->parent);
}

bool RosterModel::IsContainer(const wxDataViewItem& item) const {
    if (!item.IsOk()) return true;
    return !nodeOf(item)->children.empty();
}

unsigned RosterModel::GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const {
    const std::vector<Node*>& nodes = item.IsOk() ? nodeOf(item)->children : sides_;
    children.reserve(children.size() + nodes.size());
    for (Node* node : nodes) children.Add(wxDataViewItem(node));
    return static_cast<unsigned>(nodes.size());
}

int RosterModel::Compare(const wxDataViewItem& a, const wxDataViewItem& b, unsigned column,
                         bool ascending) const {
    const Node& left = *nodeOf(a);
    const Node& right = *nodeOf(b);
    int order = 0;
    if (column == Name || column == Type || column == Class) {
        order = cell(left, column).CmpNoCase(cell(right, column));
    } else {
        const long l = number(left, column), r = number(right, column);
        order = l < r ? -1 : (l > r ? 1 : 0);
    }
    // Equal cells keep a stable order by name, then by id, so sorting never shuffles ties.
    if (order == 0) order = left.name.CmpNoCase(right.name);
    if (order == 0) order = left.id.compare(right.id);
    return ascending ? order : -order;
}

}  // namespace seneschal::gui
