#pragma once
// A game master's own campaign, built by hand (issue 34): a place, route, side, army, battal,
// unit or leader added, each one action (Cause::Edit) with its ledger line, undone like any
// other. Every edit is checked as the scenario reader checks a scenario: the campaign as it
// would stand is written as a scenario in memory and read back (campaign/scenarios/), so an
// edit can make nothing an import would refuse; a refusal is the reader's DataError, naming the
// element and attribute at fault, and nothing is written.
#include <SQLiteCpp/Database.h>

#include <functional>
#include <set>
#include <string>

#include "campaign/actions/action.hpp"
#include "campaign/scenarios/scenario_state.hpp"
#include "campaign/stores/map_store.hpp"
#include "campaign/stores/model.hpp"

namespace seneschal::campaign {

// The campaign as it would stand after `change`, checked whole by the scenario reader. Throws
// its DataError (element@attribute, e.g. "place@x") when the reader refuses it. Reads only.
CampaignSnapshot checkedEdit(SQLite::Database& db,
                             const std::function<void(CampaignSnapshot&)>& change);
// The same for an edit that changes the campaign's state sections too (a place removed with
// who held it).
CampaignSnapshot checkedEdit(SQLite::Database& db,
                             const std::function<void(CampaignSnapshot&, CampaignState&)>& change);

// An id for `name` (idFromName) that none of `taken` holds: "caen", else "caen-2", ...
std::string freshId(const std::string& name, const char* fallback,
                    const std::set<std::string>& taken);

// One addition to the campaign: `add` puts the new element into the snapshot (its references
// already ids), `write` stores it through the store module that owns its table, with its
// ledger line.
class CampaignEdit : public Action {
  public:
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    // The check apply makes first, without writing: throws as apply would refuse.
    void check(SQLite::Database& db) const;

  protected:
    virtual void add(CampaignSnapshot& snapshot) const = 0;
    virtual void write(ActionContext& context) const = 0;
};

class AddPlace : public CampaignEdit {
  public:
    explicit AddPlace(Place place) : place_(std::move(place)) {}
    std::string name() const override { return "Add place"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    Place place_;
};

class AddRoute : public CampaignEdit {
  public:
    // The ends' names, for the ledger and undo.
    AddRoute(Route route, std::string fromName, std::string toName)
        : route_(std::move(route)), fromName_(std::move(fromName)), toName_(std::move(toName)) {}
    std::string name() const override { return "Add route"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    Route route_;
    std::string fromName_, toName_;
};

class AddSide : public CampaignEdit {
  public:
    explicit AddSide(Side side) : side_(std::move(side)) {}
    std::string name() const override { return "Add side"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    Side side_;
};

// A new army at a place, with no battals yet.
class AddArmy : public CampaignEdit {
  public:
    explicit AddArmy(Army army) : army_(std::move(army)) {}
    std::string name() const override { return "Add army"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    Army army_;
};

// A new battal of an army (given by id), with no units yet.
class AddBattal : public CampaignEdit {
  public:
    AddBattal(std::string army, Battal battal)
        : army_(std::move(army)), battal_(std::move(battal)) {}
    std::string name() const override { return "Add battal"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    std::string army_;
    Battal battal_;
};

// A new unit of a battal (given by id), its men all mustered ("mustered" ledger line, as the
// import books a scenario's men), so that the conservation check still holds.
class AddUnit : public CampaignEdit {
  public:
    AddUnit(std::string battal, Unit unit) : battal_(std::move(battal)), unit_(std::move(unit)) {}
    std::string name() const override { return "Add unit"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    std::string battal_;
    Unit unit_;
};

class AddLeader : public CampaignEdit {
  public:
    // `leads`: the id of a unit he leads from the start, if any.
    AddLeader(Leader leader, std::optional<std::string> leads)
        : leader_(std::move(leader)), leads_(std::move(leads)) {}
    std::string name() const override { return "Add leader"; }
    std::string describe() const override;

  protected:
    void add(CampaignSnapshot& snapshot) const override;
    void write(ActionContext& context) const override;

  private:
    Leader leader_;
    std::optional<std::string> leads_;
};

// A side changed: its name and colour become `after`'s; its treasury, when `treasury` is given,
// set to that many pounds as the umpire's correction ("treasury" line noted "umpire's
// correction: REASON").
class SetSide : public Action {
  public:
    SetSide(Side before, Side after, std::optional<std::int64_t> treasury, std::string reason)
        : before_(std::move(before)),
          after_(std::move(after)),
          treasury_(treasury),
          reason_(std::move(reason)) {}
    std::string name() const override { return "Change side"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;
    void check(SQLite::Database& db) const;

  private:
    Side before_, after_;
    std::optional<std::int64_t> treasury_;
    std::string reason_;
};

// A leader changed: his name, rank, CV and character become `after`'s (his id, side and status
// stay). An army changed: its name and commander. Each one ledger line.
class SetLeader : public Action {
  public:
    SetLeader(Leader before, Leader after) : before_(std::move(before)), after_(std::move(after)) {}
    std::string name() const override { return "Change leader"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override { return "Change leader " + after_.name; }
    void check(SQLite::Database& db) const;

  private:
    Leader before_, after_;
};

class SetArmy : public Action {
  public:
    SetArmy(Army before, Army after) : before_(std::move(before)), after_(std::move(after)) {}
    std::string name() const override { return "Change army"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override { return "Change army " + after_.name; }
    void check(SQLite::Database& db) const;

  private:
    Army before_, after_;
};

// A place changed: its name, kind, terrain, position and owner become `after`'s (its id stays).
// Owner lines as a place changing hands ("owner"), the rest one "place" line.
class SetPlace : public Action {
  public:
    SetPlace(Place before, Place after, std::string ownerName)
        : before_(std::move(before)), after_(std::move(after)), ownerName_(std::move(ownerName)) {}
    std::string name() const override { return "Change place"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;
    void check(SQLite::Database& db) const;

  private:
    Place before_, after_;
    std::string ownerName_;  // the new owner's name, "" for nobody
};

// A place taken off the map with its routes and whoever held it unopposed. Refused, naming
// them, while an army stands at it, marches to, from or through it, a battle is pending or was
// fought there, or men wait at its depot.
class RemovePlace : public Action {
  public:
    RemovePlace(std::string place, std::string placeName)
        : place_(std::move(place)), placeName_(std::move(placeName)) {}
    std::string name() const override { return "Remove place"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;
    void check(SQLite::Database& db) const;

  private:
    std::string place_, placeName_;
};

// The umpire's correction of a unit's men present (issue 34): the difference booked as men
// mustered, with the reason, in the ledger ("umpire's correction: REASON") and the chronicle;
// the conservation check still holds.
// The umpire disbands an army nothing is left of (issue 34): no man present in its units, none
// wounded returning to them, held captive or at a depot for them, and no pending battle where it
// stands. Its row stays for the ledger, like a merged army's; it no longer marches, fights or is
// listed, its commander is free; a chronicle line with the reason. Undone on its own.
class DisbandArmy : public Action {
  public:
    DisbandArmy(std::string army, std::string reason)
        : army_(std::move(army)), reason_(std::move(reason)) {}
    std::string name() const override { return "Umpire's correction"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string army_;
    std::string reason_;
    std::string armyName_;
};

class CorrectUnitMen : public Action {
  public:
    CorrectUnitMen(std::string unit, Men men, std::string reason)
        : unit_(std::move(unit)), men_(men), reason_(std::move(reason)) {}
    std::string name() const override { return "Umpire's correction"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    std::string unit_;
    Men men_;
    std::string reason_;
    std::string unitName_;
    Men before_ = 0;
};

// The map's picture (issue 34), kept in the file: set (a new one replaces the old) or taken
// away. `fileName` is what the chronicle and ledger call it ("normandy.png"). Undone whole.
class SetMapPicture : public Action {
  public:
    SetMapPicture(MapPicture picture, std::string fileName)
        : picture_(std::move(picture)), fileName_(std::move(fileName)) {}
    std::string name() const override { return "Map picture"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    MapPicture picture_;
    std::string fileName_;
};

class RemoveMapPicture : public Action {
  public:
    std::string name() const override { return "Map picture"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;
};

// The map's scale, set from two points of the map and the miles between them: `reasoning` says
// so in the ledger ("from 120,80 to 520,80 is 40 miles: 0.1 miles a map unit").
class SetMapScale : public Action {
  public:
    SetMapScale(double milesPerUnit, std::string reasoning)
        : milesPerUnit_(milesPerUnit), reasoning_(std::move(reasoning)) {}
    std::string name() const override { return "Map scale"; }
    Cause cause() const override { return Cause::Edit; }
    void apply(ActionContext& context) override;
    std::string describe() const override;

  private:
    double milesPerUnit_;
    std::string reasoning_;
};

}  // namespace seneschal::campaign
