#include "campaign/actions/action.hpp"

#include "campaign/battles/rules.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/stores/ledger_store.hpp"

namespace seneschal::campaign {

const char* toString(Cause cause) {
    switch (cause) {
        case Cause::Battle:
            return "battle";
        case Cause::March:
            return "march";
        case Cause::Advance:
            return "advance";
        case Cause::Ransom:
            return "ransom";
        case Cause::Edit:
            return "edit";
        case Cause::Recruit:
            return "recruit";
        case Cause::Import:
            return "import";
    }
    return "edit";
}

ActionContext::ActionContext(SQLite::Database& db, std::int64_t actionId, DayNumber date,
                             Cause cause)
    : db_(db),
      actionId_(actionId),
      date_(date),
      entryDay_(date),
      cause_(cause),
      queries_(std::make_unique<sql::QueryCache>(db)) {}

ActionContext::~ActionContext() = default;

const RulesBundle& ActionContext::rules() {
    if (rules_ == nullptr) rules_ = &rulesOf(db_);
    return *rules_;
}

void ActionContext::record(LedgerEntry entry) {
    if (!ledger_) ledger_ = std::make_unique<LedgerWriter>(db_);
    ledger_->insert(actionId_, entryDay_, cause_, entry);
}

}  // namespace seneschal::campaign
