#include "app/gui/battle_dialog.hpp"

#include <wx/app.h>
#include <wx/button.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/html/htmlwin.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <memory>
#include <mutex>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/background_task.hpp"
#include "app/gui/html_text.hpp"
#include "app/gui/odds_chart.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/tabletop_console_dialog.hpp"
#include "app/gui/tabletop_dialog.hpp"
#include "app/gui/wx_text.hpp"
#include "application/battles/battle_odds.hpp"
#include "application/battles/battle_views.hpp"
#include "application/battles/campaign_battle.hpp"
#include "application/views/campaign_session.hpp"
#include "base/errors.hpp"
#include "battle/aftermath.hpp"
#include "battle/resolvers.hpp"

namespace seneschal::gui {

namespace {
// The rule set the tabletop console plays: God's Acre's tables, step by step.
constexpr const char* kConsoleRules = "godsacre";
}  // namespace

// The running tallies on their way from the odds' worker to the chart. The worker writes
// `latest` under the lock; the rest is the UI thread's alone.
struct OddsFeed {
    std::mutex lock;
    std::optional<battle::OddsResult> latest;  // the newest running tally
    std::int64_t posted = 0;                   // tallies posted so far
    BattleDialog* owner = nullptr;             // none once the odds are done or the dialog gone
    std::int64_t shown = 0;                    // tallies shown so far
};

namespace {

// The odds' progress and Cancel, read from the worker's TaskProgress; each running tally
// handed to the feed and the UI thread told (CallAfter queues thread-safely).
class TaskObserver final : public battle::OddsObserver {
  public:
    TaskObserver(TaskProgress& progress, std::shared_ptr<OddsFeed> feed, std::function<void()> tell)
        : progress_(progress), feed_(std::move(feed)), tell_(std::move(tell)) {}
    void progress(std::int64_t done, std::int64_t total) override {
        progress_.report(total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 0,
                         "Fought " + groupedNumber(done).utf8_string() + " of " +
                             groupedNumber(total).utf8_string() + " battles");
    }
    bool cancelRequested() const override { return progress_.cancelRequested(); }
    void partial(const battle::OddsResult& soFar) override {
        {
            std::lock_guard hold(feed_->lock);
            feed_->latest = soFar;
            ++feed_->posted;
        }
        tell_();
    }

  private:
    TaskProgress& progress_;
    std::shared_ptr<OddsFeed> feed_;
    std::function<void()> tell_;
};

// As large as `wanted`, within what the screen offers (the forces and the chart need room).
wxSize dialogSize(const wxSize& wanted) {
    const wxRect area = wxDisplay(0u).GetClientArea();
    return {std::min(wanted.x, area.width * 9 / 10), std::min(wanted.y, area.height * 93 / 100)};
}

// About forty moves of the bars, however many battles are fought.
constexpr std::int64_t kTalliesPerOdds = 40;

const battle::BattleType kTypes[] = {battle::BattleType::Campaign, battle::BattleType::Historical};

}  // namespace

BattleDialog::BattleDialog(wxWindow* parent, application::CampaignSession& session,
                           Prompter& prompter)
    : wxDialog(parent, wxID_ANY, "Battle", wxDefaultPosition, dialogSize(wxSize(960, 900)),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      session_(session),
      prompter_(prompter),
      places_(application::battlePlaces(session)),
      rulesIds_(battle::resolverIds()) {
    place_ = new wxChoice(this, wxID_ANY);
    for (const application::BattlePlace& place : places_) place_->Append(utf8(place.placeName));
    forces_ = new wxHtmlWindow(this, wxID_ANY, wxDefaultPosition, wxSize(-1, 190),
                               wxHW_SCROLLBAR_AUTO | wxBORDER_THEME);
    forces_->SetStandardFonts(GetFont().GetPointSize());
    type_ = new wxChoice(this, wxID_ANY);
    for (battle::BattleType type : kTypes) type_->Append(utf8(battle::battleTypeName(type)));
    type_->SetSelection(0);
    rules_ = new wxChoice(this, wxID_ANY);
    for (const std::string& id : rulesIds_) rules_->Append(utf8(battle::ruleSetName(id)));
    rules_->SetSelection(0);
    // A new seed each time (application::freshSeed): every battle its own dice.
    const auto firstSeed = static_cast<int>(application::freshSeed());
    seed_ = new wxSpinCtrl(this, wxID_ANY, wxString::Format("%d", firstSeed), wxDefaultPosition,
                           wxDefaultSize, wxSP_ARROW_KEYS, 1, 2'000'000'000, firstSeed);
    runs_ = new wxSpinCtrl(this, wxID_ANY, "1000", wxDefaultPosition, wxDefaultSize,
                           wxSP_ARROW_KEYS, 10, 1'000'000, 1000);
    result_ = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(-1, 80),
                             wxTE_MULTILINE | wxTE_READONLY);
    chart_ = new OddsChart(this);

    // Two columns of choices: where and how the battle is fought, then its dice.
    auto* grid = new wxFlexGridSizer(4, wxSize(10, 6));
    grid->AddGrowableCol(1);
    grid->AddGrowableCol(3);
    auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Place", place_);
    row("Seed", seed_);
    row("Battle type", type_);
    row("Odds: battles", runs_);
    row("Rule set", rules_);
    auto* oddsButton = new wxButton(this, wxID_ANY, "&Odds");
    auto* resolveButton = new wxButton(this, wxID_ANY, "&Auto-resolve");
    replayButton_ = new wxButton(this, wxID_ANY, "&Replay");
    replayButton_->SetToolTip("Fight the last battle again with the same seed");
    replayButton_->Disable();
    auto* tabletopButton = new wxButton(this, wxID_ANY, "&Enter tabletop result...");
    auto* consoleButton = new wxButton(this, wxID_ANY, "Tabletop &console...");
    consoleButton->SetToolTip(
        "Fight the battle on the table with the console doing the arithmetic, step by step");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    for (wxButton* button :
         {oddsButton, resolveButton, replayButton_, tabletopButton, consoleButton})
        buttons->Add(button, 0, wxRIGHT, 8);
    buttons->AddStretchSpacer();
    buttons->Add(new wxButton(this, wxID_CANCEL, "Close"));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 10);
    // The forces take what height the window spares, with the log or the odds' text below.
    sizer->Add(forces_, 3, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 10);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    sizer->Add(chart_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, 10);
    sizer->Add(result_, 1, wxEXPAND | wxALL, 10);
    SetSizer(sizer);

    const bool any = !places_.empty();
    fightButtons_ = {oddsButton, resolveButton, tabletopButton, consoleButton};
    for (wxButton* button : fightButtons_) button->Enable(any);
    if (any)
        place_->SetSelection(0);
    else
        result_->SetValue("No battle to fight: no place has armies of two hostile sides.");
    updatePlace();
    place_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePlace(); });
    type_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePlace(); });
    rules_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePlace(); });
    oddsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { startOdds(); });
    resolveButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const std::string foughtWith = rulesId();
        if (auto fought = autoResolve()) {
            auto kept = std::make_shared<const battle::ResolvedBattle>(std::move(*fought));
            previewAftermath(kept->outcome, foughtWith, false, kept);
        }
    });
    replayButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const std::string foughtWith = rulesId();
        if (auto fought = replay()) {
            auto kept = std::make_shared<const battle::ResolvedBattle>(std::move(*fought));
            previewAftermath(kept->outcome, foughtWith, false, kept);
        }
    });
    tabletopButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { enterTabletopResult(); });
    consoleButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { openTabletopConsole(); });
}

BattleDialog::~BattleDialog() {
    // The progress window belongs to us; its worker is stopped before we go, and a tally
    // still on its way finds no one to show it.
    if (feed_) feed_->owner = nullptr;
    if (task_) task_->requestCancel();
}

wxArrayString BattleDialog::typeChoices() const {
    return type_->GetStrings();
}

wxArrayString BattleDialog::rulesChoices() const {
    return rules_->GetStrings();
}

wxArrayString BattleDialog::placeChoices() const {
    return place_->GetStrings();
}

void BattleDialog::afterApplied(const std::string& headline,
                                std::optional<std::uint64_t> foughtSeed) {
    const std::string was = place_->GetSelection() == wxNOT_FOUND
                                ? std::string()
                                : places_[static_cast<std::size_t>(place_->GetSelection())].placeId;
    places_ = application::battlePlaces(session_);
    place_->Clear();
    for (const application::BattlePlace& place : places_) place_->Append(utf8(place.placeName));
    int keep = places_.empty() ? wxNOT_FOUND : 0;
    for (std::size_t i = 0; i < places_.size(); ++i)
        if (places_[i].placeId == was) keep = static_cast<int>(i);
    place_->SetSelection(keep);
    for (wxButton* button : fightButtons_) button->Enable(!places_.empty());
    replayButton_->Disable();  // the battle fought is applied: there is none to fight again
    if (foughtSeed) seed_->SetValue(static_cast<int>(*foughtSeed));
    updatePlace();
    std::string said = headline;
    if (!said.empty() && said.back() != '.') said += ".";
    if (foughtSeed)
        said += " It was fought with seed " + std::to_string(*foughtSeed) +
                ", as the battle's record keeps it.";
    said +=
        places_.empty() ? " No other battle is waiting." : " The forces above are as they now are.";
    result_->SetValue(utf8(said));
}

battle::BattleSetup BattleDialog::setup() const {
    const int at = place_->GetSelection();
    if (at == wxNOT_FOUND) throw UserError("no place has armies of two hostile sides");
    const int type = std::max(0, type_->GetSelection());
    return session_.battleSetupAt(places_[static_cast<std::size_t>(at)].placeId, kTypes[type],
                                  rulesId());
}

std::string BattleDialog::rulesId() const {
    const int at = rules_->GetSelection();
    return at == wxNOT_FOUND ? std::string() : rulesIds_[static_cast<std::size_t>(at)];
}

std::uint64_t BattleDialog::seed() const {
    return static_cast<std::uint64_t>(seed_->GetValue());
}

void BattleDialog::choosePlace(const std::string& placeId) {
    for (std::size_t i = 0; i < places_.size(); ++i)
        if (places_[i].placeId == placeId) place_->SetSelection(static_cast<int>(i));
    updatePlace();
}

void BattleDialog::chooseRules(const std::string& rulesId) {
    for (std::size_t i = 0; i < rulesIds_.size(); ++i)
        if (rulesIds_[i] == rulesId) rules_->SetSelection(static_cast<int>(i));
    updatePlace();
}

void BattleDialog::chooseSeed(std::uint64_t seed) {
    seed_->SetValue(static_cast<int>(seed));
}

void BattleDialog::setRuns(int runs) {
    runs_->SetValue(runs);
}

wxString BattleDialog::resultText() const {
    return result_->GetValue();
}

void BattleDialog::updatePlace() {
    odds_.reset();
    if (!task_) chart_->clear();
    updateForces();
}

void BattleDialog::updateForces() {
    const int at = place_->GetSelection();
    if (at == wxNOT_FOUND) {
        forcesText_ = "No battle to fight.";
        forces_->SetPage("<p>" + forcesText_ + "</p>");
        return;
    }
    application::ForcesSummary summary;
    try {
        const std::string placeId = places_[static_cast<std::size_t>(at)].placeId;
        summary = application::forcesSummary(setup(), session_.rulebook(),
                                             session_.campaignFactorsAt(placeId));
    } catch (const std::exception& error) {
        forcesText_ = utf8(error.what());
        forces_->SetPage("<p>" + htmlText(error.what()) + "</p>");
        return;
    }
    // The sides side by side, each its armies, men by troop type, the campaign factors in
    // play (GA-OPT-CAMPAIGN) and its leaders, the longest list, last.
    wxString html = "<table width=\"100%\" cellspacing=0 cellpadding=2><tr>";
    wxString text;
    auto joined = [](const std::vector<std::string>& parts) {
        wxString all;
        for (const std::string& part : parts) all += (all.empty() ? "" : ", ") + utf8(part);
        return all;
    };
    for (const application::SideForces& side : summary.sides) {
        const wxString colour =
            wxString::Format("#%02x%02x%02x", side.colour.red, side.colour.green, side.colour.blue);
        const wxString armies = joined(side.armies);
        const wxString leaders = side.leaders.empty() ? wxString("none") : joined(side.leaders);
        html += "<td valign=top width=\"50%\"><font color=\"" + colour + "\">&#9632;</font> <b>" +
                htmlText(side.sideName) + "</b><br>" + htmlText(armies.utf8_string()) + "<br>" +
                htmlText(side.menText) + "<br><i>Campaign factors:</i> ";
        text += utf8(side.sideName) + ": " + armies + "; " + utf8(side.menText) +
                "; campaign factors: ";
        if (side.factors.empty()) {
            html += "none today";
            text += "none today";
        }
        for (const std::string& line : side.factors) {
            html += "<br>&nbsp;&nbsp;" + htmlText(line);
            text += "\n  " + utf8(line);
        }
        html += "<br><i>Leaders:</i> " + htmlText(leaders.utf8_string()) + "</td>";
        text += "; leaders: " + leaders + "\n";
    }
    html += "</tr></table>";
    for (const std::string& line : summary.factors) {
        html += "<p>" + htmlText(line) + "</p>";
        text += utf8(line) + "\n";
    }
    forcesText_ = text;
    forces_->SetPage(html);
}

BackgroundTask* BattleDialog::startOdds() {
    if (task_) return task_;
    battle::BattleSetup battle;
    try {
        battle = setup();
    } catch (const std::exception& error) {
        prompter_.error(this, "Odds", utf8(error.what()));
        return nullptr;
    }
    oddsSides_ = battle.sides;
    battle::OddsRequest request;
    request.runs = runs_->GetValue();
    request.seed = seed();
    // The same numbers with or without the tallies (battle/odds.hpp): they only move the bars.
    request.partialEvery = std::max<std::int64_t>(1, request.runs / kTalliesPerOdds);
    const std::string rules = rulesId();
    // The place whose battle the odds are for: kept with it for the battle's report.
    const std::string oddsPlace = places_[static_cast<std::size_t>(place_->GetSelection())].placeId;
    oddsRules_ = rules;
    oddsSeed_ = request.seed;
    oddsAsked_ = request.runs;
    oddsUpdates_.clear();
    odds_.reset();
    chart_->show(application::oddsView({}, oddsAsked_, oddsSides_, oddsRules_, oddsSeed_, false));
    result_->SetValue("Working out the odds...");
    if (feed_) feed_->owner = nullptr;  // a tally of an earlier run goes nowhere
    feed_ = std::make_shared<OddsFeed>();
    feed_->owner = this;
    std::shared_ptr<OddsFeed> feed = feed_;
    std::function<void()> tell = [feed] {
        wxTheApp->CallAfter([feed] {
            if (feed->owner) feed->owner->showLatestTally();
        });
    };
    auto shared = std::make_shared<battle::BattleSetup>(std::move(battle));
    std::function<battle::OddsResult(TaskProgress&)> work = [shared, request, rules, feed,
                                                             tell](TaskProgress& progress) {
        TaskObserver observer(progress, feed, tell);
        return application::battleOdds(*shared, rules, request, &observer);
    };
    std::function<void(const TaskEnd&, std::optional<battle::OddsResult>)> done =
        [this, feed, oddsPlace, rules](const TaskEnd& end,
                                       std::optional<battle::OddsResult> result) {
            task_ = nullptr;
            // A tally still queued is shown before the result, never after it.
            showLatestTally();
            feed->owner = nullptr;
            if (end.kind == TaskEnd::Kind::Failed) {
                chart_->clear();
                result_->SetValue("The odds failed: " + utf8(end.error));
                return;
            }
            if (result) {
                showOdds(*result, true);
                // Odds run to the end are kept for the battle's report (its losses expected
                // beside the real ones); cancelled odds are not.
                if (end.kind == TaskEnd::Kind::Finished && !result->cancelled) {
                    try {
                        session_.rememberOdds(oddsPlace, rules, *result);
                    } catch (const std::exception& error) {
                        result_->AppendText(
                            "\nThe odds could not be kept for the battle's "
                            "report: " +
                            utf8(error.what()));
                    }
                }
            } else {
                chart_->clear();
                result_->SetValue("Cancelled before any battle was fought.");
            }
        };
    task_ = BackgroundTask::start<battle::OddsResult>(this, "Odds of battle", work, done);
    return task_;
}

void BattleDialog::showLatestTally() {
    std::optional<battle::OddsResult> tally;
    {
        std::lock_guard hold(feed_->lock);
        if (feed_->posted == feed_->shown) return;
        feed_->shown = feed_->posted;
        tally = feed_->latest;
    }
    if (tally) showOdds(*tally, false);
}

void BattleDialog::showOdds(const battle::OddsResult& result, bool finished) {
    if (finished) odds_ = result;
    const application::OddsView view =
        application::oddsView(result, oddsAsked_, oddsSides_, oddsRules_, oddsSeed_, finished);
    wxString text;
    for (const std::string& line : view.lines) text += utf8(line) + "\n";
    result_->SetValue(text);
    chart_->show(view);
    oddsUpdates_.push_back(result.runs);
}

std::optional<battle::ResolvedBattle> BattleDialog::autoResolve() {
    try {
        const battle::BattleSetup battle = setup();  // refuses when no place is chosen
        const auto at = static_cast<std::size_t>(place_->GetSelection());
        const std::uint64_t used = seed();
        battle::ResolvedBattle fought =
            session_.fight(battle, places_[at].placeId, rulesId(), used);
        std::string log = "Fought with seed " + std::to_string(used) +
                          " (Replay, or this seed typed again, fights the same battle).\n\n";
        for (const std::string& line : fought.log) log += line + "\n";
        if (fought.log.empty()) log += "(this rule set keeps no log)\n";
        result_->SetValue(utf8(log));
        lastSeed_ = used;
        replayButton_->Enable();
        seed_->SetValue(static_cast<int>(application::freshSeed()));  // the next battle's dice
        return fought;
    } catch (const std::exception& error) {
        prompter_.error(this, "Auto-resolve", utf8(error.what()));
        return std::nullopt;
    }
}

std::optional<battle::ResolvedBattle> BattleDialog::replay() {
    if (!lastSeed_) return std::nullopt;
    chooseSeed(*lastSeed_);
    return autoResolve();
}

AftermathDialog* BattleDialog::buildPreview(const battle::BattleOutcome& outcome,
                                            const std::string& foughtWith, bool besideOdds,
                                            std::shared_ptr<const battle::ResolvedBattle> fought) {
    try {
        const battle::BattleSetup battle = setup();
        // The preview is computed by the code Apply runs (application/battles/campaign_battle.hpp),
        // with the rule set the battle was fought or played with: Apply checks the same.
        campaign::PreparedOutcome prepared = session_.previewOutcome(outcome, foughtWith);
        std::vector<std::string> headlines = session_.battleHeadlines(prepared);
        return new AftermathDialog(
            this, session_, prompter_, outcome, foughtWith, application::aftermathDetail(prepared),
            besideOdds ? odds_ : std::nullopt,
            // The outcome's men at the scale of the rule set that fought it (its own file's).
            battle::menPerFigureOf(outcome.rules, session_.rulebook()), battle.sides,
            std::move(headlines), prepared.workedOutOn, std::move(fought));
    } catch (const std::exception& error) {
        prompter_.error(this, "Aftermath", utf8(error.what()));
        return nullptr;
    }
}

void BattleDialog::previewAftermath(const battle::BattleOutcome& outcome,
                                    const std::string& foughtWith, bool besideOdds,
                                    std::shared_ptr<const battle::ResolvedBattle> fought) {
    // The seed the battle was fought with, as its outcome (and so its record) keeps it.
    const std::optional<std::uint64_t> seed =
        outcome.seed ? std::optional<std::uint64_t>(*outcome.seed) : std::nullopt;
    AftermathDialog* preview = buildPreview(outcome, foughtWith, besideOdds, std::move(fought));
    if (!preview) return;
    preview->ShowModal();
    const bool applied = preview->applied();
    const std::string headline = preview->appliedHeadline();
    preview->Destroy();
    if (applied) afterApplied(headline, seed);
}

void BattleDialog::enterTabletopResult() {
    battle::BattleSetup battle;
    try {
        battle = setup();
    } catch (const std::exception& error) {
        prompter_.error(this, "Tabletop result", utf8(error.what()));
        return;
    }
    TabletopDialog entry(
        this, session_, battle,
        application::blankOutcome(battle, place_->GetStringSelection().utf8_string(),
                                  session_.dateText()));
    if (entry.ShowModal() != wxID_OK) return;
    // Played on the table by the rule set chosen above when the result was entered.
    previewAftermath(entry.outcome(), battle.rules, true);
}

TabletopConsoleDialog* BattleDialog::buildConsole() {
    try {
        const int at = place_->GetSelection();
        if (at == wxNOT_FOUND) throw UserError("no place has armies of two hostile sides");
        const std::string placeId = places_[static_cast<std::size_t>(at)].placeId;
        // The console plays God's Acre whatever rule set is chosen for the auto-resolve.
        const battle::BattleSetup battle =
            session_.battleSetupAt(placeId, battle::BattleType::Campaign, kConsoleRules);
        application::CampaignSession& session = session_;
        return new TabletopConsoleDialog(
            this, session_.rulebook(), battle, session_.tabletopConsole(placeId),
            [&session, placeId](const application::TabletopConsole& console) {
                session.keepTabletopConsole(placeId, console);
            },
            prompter_);
    } catch (const std::exception& error) {
        prompter_.error(this, "Tabletop console", utf8(error.what()));
        return nullptr;
    }
}

void BattleDialog::openTabletopConsole() {
    TabletopConsoleDialog* console = buildConsole();
    if (!console) return;
    const bool ended = console->ShowModal() == wxID_OK && console->outcome();
    const std::optional<battle::BattleOutcome> outcome = console->outcome();
    console->Destroy();
    // The console stays in the file until the battle is applied: a preview closed without
    // Apply loses nothing of the battle fought.
    if (ended) previewAftermath(*outcome, kConsoleRules, false);
}

}  // namespace seneschal::gui
