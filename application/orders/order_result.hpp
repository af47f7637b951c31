#pragma once
// What an order given to the campaign tells the person who gave it: the sentence the ledger
// and Edit > Undo name it by, and what followed from it, one sentence each.
#include <string>
#include <vector>

namespace seneschal::application {

struct OrderResult {
    std::string description;          // "Split Sir John's riders from English host"
    std::vector<std::string> events;  // what followed ("French host falls back to Rue"), if any
};

}  // namespace seneschal::application
