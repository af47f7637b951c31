#include "app/gui/battle_dialog.hpp"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <memory>
#include <sstream>

#include "app/gui/aftermath_dialog.hpp"
#include "app/gui/background_task.hpp"
#include "app/gui/prompter.hpp"
#include "app/gui/tabletop_dialog.hpp"
#include "app/gui/wx_text.hpp"
#include "application/battle_odds.hpp"
#include "application/campaign_battle.hpp"
#include "application/campaign_session.hpp"
#include "battle/aftermath.hpp"
#include "battle/errors.hpp"

namespace seneschal::gui {

namespace {

// The odds' progress and Cancel, read from the worker's TaskProgress.
class TaskObserver final : public battle::OddsObserver {
  public:
    explicit TaskObserver(TaskProgress& progress) : progress_(progress) {}
    void progress(std::int64_t done, std::int64_t total) override {
        progress_.report(
            total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 0,
            "Fought " + std::to_string(done) + " of " + std::to_string(total) + " battles");
    }
    bool cancelRequested() const override { return progress_.cancelRequested(); }

  private:
    TaskProgress& progress_;
};

const battle::BattleType kTypes[] = {battle::BattleType::Campaign, battle::BattleType::Historical};

}  // namespace

BattleDialog::BattleDialog(wxWindow* parent, application::CampaignSession& session,
                           Prompter& prompter)
    : wxDialog(parent, wxID_ANY, "Battle", wxDefaultPosition, wxSize(720, 600),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      session_(session),
      prompter_(prompter),
      places_(application::battlePlaces(session)),
      rulesIds_(battle::resolverIds()) {
    place_ = new wxChoice(this, wxID_ANY);
    for (const application::BattlePlace& place : places_) place_->Append(utf8(place.placeName));
    armies_ = new wxStaticText(this, wxID_ANY, wxString());
    type_ = new wxChoice(this, wxID_ANY);
    for (battle::BattleType type : kTypes) type_->Append(battle::toString(type));
    type_->SetSelection(0);
    rules_ = new wxChoice(this, wxID_ANY);
    for (const std::string& id : rulesIds_) rules_->Append(utf8(id));
    rules_->SetSelection(0);
    // A new seed each time (application::freshSeed): every battle its own dice.
    const auto firstSeed = static_cast<int>(application::freshSeed());
    seed_ = new wxSpinCtrl(this, wxID_ANY, wxString::Format("%d", firstSeed), wxDefaultPosition,
                           wxDefaultSize, wxSP_ARROW_KEYS, 1, 2'000'000'000, firstSeed);
    runs_ = new wxSpinCtrl(this, wxID_ANY, "1000", wxDefaultPosition, wxDefaultSize,
                           wxSP_ARROW_KEYS, 10, 1'000'000, 1000);
    result_ = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, wxSize(-1, 260),
                             wxTE_MULTILINE | wxTE_READONLY);
    result_->SetFont(wxFont(wxFontInfo(9).Family(wxFONTFAMILY_TELETYPE)));

    auto* grid = new wxFlexGridSizer(2, wxSize(10, 6));
    grid->AddGrowableCol(1);
    auto row = [&](const char* label, wxWindow* control) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    };
    row("Place", place_);
    row("Armies", armies_);
    row("Battle type", type_);
    row("Rule set", rules_);
    row("Seed", seed_);
    row("Odds: battles", runs_);
    auto* oddsButton = new wxButton(this, wxID_ANY, "&Odds");
    auto* resolveButton = new wxButton(this, wxID_ANY, "&Auto-resolve");
    replayButton_ = new wxButton(this, wxID_ANY, "&Replay");
    replayButton_->SetToolTip("Fight the last battle again with the same seed");
    replayButton_->Disable();
    auto* tabletopButton = new wxButton(this, wxID_ANY, "&Enter tabletop result...");
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    for (wxButton* button : {oddsButton, resolveButton, replayButton_, tabletopButton})
        buttons->Add(button, 0, wxRIGHT, 8);
    buttons->AddStretchSpacer();
    buttons->Add(new wxButton(this, wxID_CANCEL, "Close"));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(grid, 0, wxEXPAND | wxALL, 10);
    sizer->Add(buttons, 0, wxEXPAND | wxLEFT | wxRIGHT, 10);
    sizer->Add(result_, 1, wxEXPAND | wxALL, 10);
    SetSizer(sizer);

    const bool any = !places_.empty();
    for (wxButton* button : {oddsButton, resolveButton, tabletopButton}) button->Enable(any);
    if (any)
        place_->SetSelection(0);
    else
        result_->SetValue("No battle to fight: no place has armies of two hostile sides.");
    updatePlace();
    place_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { updatePlace(); });
    oddsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { startOdds(); });
    resolveButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (auto fought = autoResolve()) previewAftermath(fought->outcome, false);
    });
    replayButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (auto fought = replay()) previewAftermath(fought->outcome, false);
    });
    tabletopButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { enterTabletopResult(); });
}

BattleDialog::~BattleDialog() {
    // The progress window belongs to us; its worker is stopped before we go.
    if (task_) task_->requestCancel();
}

int BattleDialog::menPerFigure() const {
    return session_.rulebook().menPerFigure();
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
    const int at = place_->GetSelection();
    if (at == wxNOT_FOUND) {
        armies_->SetLabel("-");
        return;
    }
    wxString names;
    for (const std::string& id : places_[static_cast<std::size_t>(at)].armyIds) {
        for (const campaign::Army& army : session_.snapshot().armies) {
            if (army.id != id) continue;
            if (!names.empty()) names += ", ";
            names += utf8(army.name);
        }
    }
    armies_->SetLabel(names);
    odds_.reset();
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
    const std::string rules = rulesId();
    result_->SetValue("Working out the odds...");
    auto shared = std::make_shared<battle::BattleSetup>(std::move(battle));
    std::function<battle::OddsResult(TaskProgress&)> work = [shared, request,
                                                             rules](TaskProgress& progress) {
        TaskObserver observer(progress);
        return application::battleOdds(*shared, rules, request, &observer);
    };
    std::function<void(const TaskEnd&, std::optional<battle::OddsResult>)> done =
        [this](const TaskEnd& end, std::optional<battle::OddsResult> result) {
            task_ = nullptr;
            if (end.kind == TaskEnd::Kind::Failed) {
                result_->SetValue("The odds failed: " + utf8(end.error));
                return;
            }
            if (result)
                showOdds(*result);
            else
                result_->SetValue("Cancelled before any battle was fought.");
        };
    task_ = BackgroundTask::start<battle::OddsResult>(this, "Odds of battle", work, done);
    return task_;
}

void BattleDialog::showOdds(const battle::OddsResult& result) {
    odds_ = result;
    std::ostringstream text;
    text << (result.cancelled ? "Cancelled after " : "") << result.runs << " battles fought with "
         << rulesId() << ", seed " << seed() << ":\n\n";
    for (const battle::SideOdds& side : result.sides) {
        text << application::sideName(oddsSides_, side.side) << ": wins " << side.wins << " ("
             << static_cast<int>(side.winRate * 100 + 0.5) << "%, 95% between "
             << static_cast<int>(side.ciLow * 100 + 0.5) << "% and "
             << static_cast<int>(side.ciHigh * 100 + 0.5) << "%), draws " << side.draws
             << "; expected losses " << static_cast<long long>(side.meanMenLost + 0.5)
             << " men, takes " << side.meanFiguresCaptured << " figures prisoner\n";
    }
    result_->SetValue(utf8(text.str()));
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

AftermathDialog* BattleDialog::buildPreview(const battle::BattleOutcome& outcome, bool besideOdds) {
    try {
        const battle::BattleSetup battle = setup();
        // The preview is computed by the code Apply runs (application/campaign_battle.hpp).
        campaign::PreparedOutcome prepared = session_.previewOutcome(outcome, rulesId());
        std::vector<std::string> headlines = session_.battleHeadlines(prepared);
        return new AftermathDialog(this, session_, prompter_, outcome,
                                   std::move(prepared.aftermath), besideOdds ? odds_ : std::nullopt,
                                   menPerFigure(), battle.sides, std::move(headlines));
    } catch (const std::exception& error) {
        prompter_.error(this, "Aftermath", utf8(error.what()));
        return nullptr;
    }
}

void BattleDialog::previewAftermath(const battle::BattleOutcome& outcome, bool besideOdds) {
    AftermathDialog* preview = buildPreview(outcome, besideOdds);
    if (!preview) return;
    preview->ShowModal();
    preview->Destroy();
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
    previewAftermath(entry.outcome(), true);
}

}  // namespace seneschal::gui
