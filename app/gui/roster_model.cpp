#include "app/gui/roster_model.hpp"

#include "app/gui/wx_text.hpp"

namespace seneschal::gui {

using application::DetailSubject;
using application::LeaderState;

RosterModel::Node& RosterModel::Tree::add(Node* parent, DetailSubject subject,
                                          const std::string& id, const std::string& name) {
    Node& node = nodes.emplace_back();
    node.subject = subject;
    node.id = id;
    node.name = wxString::FromUTF8(name);
    node.label = node.name;
    node.parent = parent;
    if (parent)
        parent->children.push_back(&node);
    else
        sides.push_back(&node);
    byId.emplace(id, &node);
    return node;
}

void RosterModel::Tree::addLeaders(Node& parent,
                                   const std::vector<application::RosterLeader>& leaders) {
    for (const application::RosterLeader& leader : leaders) {
        Node& node = add(&parent, DetailSubject::Leader, leader.id, leader.name);
        node.type = wxString::FromUTF8(leader.rank);
        node.troopClass = wxString::FromUTF8(leader.troopClass);
        node.leaderState = leader.state;
        node.woundedReturn = wxString::FromUTF8(leader.returnDate);
        // "Edward III (Army Leader, CV 3)": a leader, not a unit of one man.
        std::string said = leader.rank.empty() ? std::string("leader") : leader.rank;
        if (leader.cv > 0) said += ", CV " + std::to_string(leader.cv);
        node.label = node.name + " (" + wxString::FromUTF8(said) + ")";
    }
}

RosterModel::Tree RosterModel::build(const application::RosterView& roster) {
    Tree tree;
    tree.byId.reserve(application::unitCount(roster) + 64);
    for (const application::RosterSide& side : roster.sides) {
        Node& sideNode = tree.add(nullptr, DetailSubject::Side, side.id, side.name);
        sideNode.counts = application::totals(side);
        for (const application::RosterArmy& army : side.armies) {
            Node& armyNode = tree.add(&sideNode, DetailSubject::Army, army.id, army.name);
            armyNode.counts = application::totals(army);
            tree.addLeaders(armyNode, army.leaders);
            for (const application::RosterBattal& battal : army.battals) {
                Node& battalNode =
                    tree.add(&armyNode, DetailSubject::Battal, battal.id, battal.name);
                battalNode.counts = application::totals(battal);
                tree.addLeaders(battalNode, battal.leaders);
                for (const application::RosterUnit& unit : battal.units) {
                    Node& unitNode = tree.add(&battalNode, DetailSubject::Unit, unit.id, unit.name);
                    unitNode.type = wxString::FromUTF8(unit.troopType);
                    unitNode.troopClass = wxString::FromUTF8(unit.troopClass);
                    unitNode.counts = unit.counts;
                    unitNode.woundedReturn = wxString::FromUTF8(unit.woundedReturn);
                }
            }
        }
    }
    return tree;
}

bool RosterModel::sameRows(const Tree& other) const {
    if (other.nodes.size() != tree_.nodes.size() || tree_.nodes.empty()) return false;
    for (std::size_t i = 0; i < other.nodes.size(); ++i) {
        const Node& mine = tree_.nodes[i];
        const Node& theirs = other.nodes[i];
        if (mine.id != theirs.id || mine.subject != theirs.subject ||
            mine.children.size() != theirs.children.size() ||
            (mine.parent ? mine.parent->id : std::string()) !=
                (theirs.parent ? theirs.parent->id : std::string()))
            return false;
    }
    return true;
}

bool RosterModel::setRoster(const application::RosterView& roster) {
    Tree fresh = build(roster);
    if (sameRows(fresh)) {
        // The same rows: their values are renewed in place, and the control's items, which
        // point at them, stay valid with the rows they had open.
        for (std::size_t i = 0; i < fresh.nodes.size(); ++i) {
            Node& mine = tree_.nodes[i];
            Node& theirs = fresh.nodes[i];
            mine.name = std::move(theirs.name);
            mine.label = std::move(theirs.label);
            mine.type = std::move(theirs.type);
            mine.troopClass = std::move(theirs.troopClass);
            mine.counts = theirs.counts;
            mine.woundedReturn = std::move(theirs.woundedReturn);
            mine.leaderState = theirs.leaderState;
        }
        return true;
    }
    tree_ = std::move(fresh);  // a deque moved keeps its elements where they are
    Cleared();
    return false;
}

wxString RosterModel::text(const wxDataViewItem& item, unsigned column) const {
    return item.IsOk() ? cell(*nodeOf(item), column) : wxString();
}

std::vector<wxDataViewItem> RosterModel::firstRows(std::size_t count) const {
    std::vector<wxDataViewItem> items;
    for (std::size_t i = 0; i < count && i < tree_.nodes.size(); ++i)
        items.emplace_back(const_cast<Node*>(&tree_.nodes[i]));
    return items;
}

std::vector<wxDataViewItem> RosterModel::containers() const {
    std::vector<wxDataViewItem> items;
    for (const Node& node : tree_.nodes)
        if (!node.children.empty()) items.emplace_back(const_cast<Node*>(&node));
    return items;
}

wxDataViewItem RosterModel::itemFor(const std::string& id) const {
    const auto found = tree_.byId.find(id);
    return found == tree_.byId.end() ? wxDataViewItem() : wxDataViewItem(found->second);
}

DetailSubject RosterModel::subjectOf(const wxDataViewItem& item) const {
    return item.IsOk() ? nodeOf(item)->subject : DetailSubject::None;
}

std::string RosterModel::idOf(const wxDataViewItem& item) const {
    return item.IsOk() ? nodeOf(item)->id : std::string();
}

std::vector<wxDataViewItem> RosterModel::sidesAndArmies() const {
    std::vector<wxDataViewItem> items;
    for (const Node* side : tree_.sides) {
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
            case Present:  // sorts the leaders present first; shown as nothing
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
            return node.label;
        case Type:
            return node.type;
        case Class:
            return node.troopClass;
        default:
            break;
    }
    const long value = number(node, column);
    if (node.subject == DetailSubject::Leader) {
        // A leader's state in words, in its column; no strength.
        if (!value && column != Returns) return wxString();
        switch (column) {
            case Wounded:
                return "wounded";
            case Captive:
                return "captive";
            case Dead:
                return "dead";
            case Deserted:
                return "fled";
            case Returns:
                return node.leaderState == LeaderState::Wounded ? node.woundedReturn : wxString();
            default:
                return wxString();
        }
    }
    if (column == Returns) return node.counts.wounded > 0 ? node.woundedReturn : wxString();
    if (column == Figures && node.subject != DetailSubject::Unit && value == 0) return wxString();
    return groupedNumber(value);
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
    const std::vector<Node*>& nodes = item.IsOk() ? nodeOf(item)->children : tree_.sides;
    children.reserve(children.size() + nodes.size());
    for (Node* node : nodes) children.Add(wxDataViewItem(node));
    return static_cast<unsigned>(nodes.size());
}

int RosterModel::Compare(const wxDataViewItem& a, const wxDataViewItem& b, unsigned column,
                         bool ascending) const {
    const Node& left = *nodeOf(a);
    const Node& right = *nodeOf(b);
    int order = 0;
    if (column == Name || column == Type || column == Class || column == Returns) {
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
