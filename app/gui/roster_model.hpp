#pragma once
// A virtual wxDataViewModel over a RosterView: side -> army -> battal -> unit, with the
// leaders of armies and battals. No widget per row; the control asks for cells as it draws,
// which keeps a 10,000-unit campaign quick. A leader's row says he leads, his rank and CV by
// his name, and his state in words ("wounded", "captive"), not a strength (issue 37, item 7).
#include <wx/dataview.h>

#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "application/views/details_view.hpp"
#include "application/views/roster_view.hpp"

namespace seneschal::gui {

class RosterModel final : public wxDataViewModel {
  public:
    enum Column : unsigned {
        Name,
        Type,
        Class,
        Present,
        Wounded,
        Captive,
        Dead,
        Deserted,
        Figures,
        Returns,  // the day the wounded are back
        ColumnCount
    };

    // Replaces the roster. True when its rows are the rows shown before, only their values
    // changed (an advance, an order): then the items the control holds stay as they are, and
    // so do its expanded rows; the caller redraws. Otherwise the control is told to start
    // again (Cleared).
    bool setRoster(const application::RosterView& roster);
    // The text of a cell, as the control shows it.
    wxString text(const wxDataViewItem& item, unsigned column) const;
    // The first `count` rows, parents before their children.
    std::vector<wxDataViewItem> firstRows(std::size_t count) const;
    // Every row that has rows under it (sides, armies, battals).
    std::vector<wxDataViewItem> containers() const;

    wxDataViewItem itemFor(const std::string& id) const;
    application::DetailSubject subjectOf(const wxDataViewItem& item) const;
    std::string idOf(const wxDataViewItem& item) const;
    std::size_t rowCount() const { return tree_.nodes.size(); }
    std::vector<wxDataViewItem> sidesAndArmies() const;  // what opens when the roster is shown

    unsigned GetColumnCount() const override { return ColumnCount; }
    wxString GetColumnType(unsigned) const override { return "string"; }
    void GetValue(wxVariant& value, const wxDataViewItem& item, unsigned column) const override;
    bool SetValue(const wxVariant&, const wxDataViewItem&, unsigned) override { return false; }
    wxDataViewItem GetParent(const wxDataViewItem& item) const override;
    bool IsContainer(const wxDataViewItem& item) const override;
    bool HasContainerColumns(const wxDataViewItem&) const override { return true; }
    unsigned GetChildren(const wxDataViewItem& item, wxDataViewItemArray& children) const override;
    int Compare(const wxDataViewItem& a, const wxDataViewItem& b, unsigned column,
                bool ascending) const override;

  private:
    struct Node {
        application::DetailSubject subject = application::DetailSubject::None;
        std::string id;
        wxString name;
        wxString label;  // the name as shown: a leader's with his rank and CV
        wxString type;
        wxString troopClass;
        application::TroopCounts counts;
        wxString woundedReturn;
        application::LeaderState leaderState = application::LeaderState::Present;
        Node* parent = nullptr;
        std::vector<Node*> children;
    };

    struct Tree {
        std::deque<Node> nodes;  // a deque keeps the addresses that items carry
        std::vector<Node*> sides;
        std::unordered_map<std::string, Node*> byId;

        Node& add(Node* parent, application::DetailSubject subject, const std::string& id,
                  const std::string& name);
        void addLeaders(Node& parent, const std::vector<application::RosterLeader>& leaders);
    };
    static Tree build(const application::RosterView& roster);
    bool sameRows(const Tree& other) const;
    static const Node* nodeOf(const wxDataViewItem& item) {
        return static_cast<const Node*>(item.GetID());
    }
    wxString cell(const Node& node, unsigned column) const;
    static long number(const Node& node, unsigned column);

    Tree tree_;
};

}  // namespace seneschal::gui
