#include "application/orders/orders_file.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <fstream>
#include <initializer_list>
#include <optional>
#include <pugixml.hpp>
#include <set>
#include <sstream>
#include <string_view>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/file/orders_signature.hpp"
#include "campaign/file/output_file.hpp"
#include "reports/html_writer.hpp"

namespace seneschal::application {

namespace {

using reports::xmlEscape;

// The script of the orders form: builds the orders file's canonical form exactly as
// canonicalOrders does, signs it with WebCrypto's HMAC-SHA256 and offers the file as a download.
// Inside CDATA, so the page stays well-formed XML; no "<" of the script closes anything.
const char* const kOrdersScript = R"JS(//<![CDATA[
(function () {
  "use strict";
  var form = document.getElementById("orders-form");
  var status = document.getElementById("orders-status");
  if (!form) return;
  function say(text) { status.textContent = text; }
  if (!window.crypto || !window.crypto.subtle || !window.TextEncoder) {
    say("This browser cannot sign orders here: use seneschal-cli orders write with this page.");
    return;
  }
  function esc(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;");
  }
  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }
  function bytes(h) {
    var a = new Uint8Array(h.length / 2);
    for (var i = 0; i < a.length; i++) a[i] = parseInt(h.substr(2 * i, 2), 16);
    return a;
  }
  function collect() {
    var field = document.getElementById("orders-version");
    if (!/^[1-9][0-9]{0,8}$/.test(field.value)) throw new Error("The version must be a whole number from 1.");
    var orders = [];
    var selects = form.querySelectorAll("select[data-army]");
    for (var i = 0; i < selects.length; i++) {
      var army = selects[i].getAttribute("data-army");
      var value = selects[i].value;
      if (value === "hold") orders.push({ kind: "hold", army: army });
      else if (value.indexOf("march:") === 0)
        orders.push({ kind: "march", army: army, place: value.slice(6) });
      else if (value.indexOf("avoid:") === 0)
        orders.push({ kind: "avoid", army: army, place: value.slice(6) });
      else if (value.indexOf("merge:") === 0)
        orders.push({ kind: "merge", army: army, into: value.slice(6) });
    }
    var splits = form.querySelectorAll("fieldset[data-split-army]");
    for (var j = 0; j < splits.length; j++) {
      var boxes = splits[j].querySelectorAll("input[data-battal]");
      var chosen = [];
      for (var k = 0; k < boxes.length; k++)
        if (boxes[k].checked) chosen.push(boxes[k].getAttribute("data-battal"));
      var name = splits[j].querySelector("input[data-split-name]").value.trim();
      var armyName = splits[j].getAttribute("data-army-name");
      if (chosen.length === 0 && name === "") continue;
      if (chosen.length === 0)
        throw new Error("Split " + armyName + ": choose the battals that go to the new army.");
      if (chosen.length === boxes.length)
        throw new Error("Split " + armyName + ": at least one battal must stay with it.");
      if (name === "") throw new Error("Split " + armyName + ": name the new army.");
      orders.push({ kind: "split", army: splits[j].getAttribute("data-split-army"),
        battals: chosen, name: name });
    }
    var pay = document.getElementById("orders-pay");
    if (pay && pay.checked) orders.push({ kind: "pay" });
    var ransoms = form.querySelectorAll("select[data-captive]");
    for (var r = 0; r < ransoms.length; r++) {
      if (ransoms[r].value !== "")
        orders.push({ kind: "ransom", captive: ransoms[r].getAttribute("data-captive"),
          decision: ransoms[r].value });
    }
    var recruits = form.querySelectorAll("fieldset[data-recruit-army]");
    for (var n = 0; n < recruits.length; n++) {
      var raise = recruits[n];
      var who = raise.getAttribute("data-army-name");
      var unit = raise.querySelector("input[data-recruit-name]").value.trim();
      var typeField = raise.querySelector("select[data-recruit-type]");
      var cls = raise.querySelector("select[data-recruit-class]").value;
      var men = raise.querySelector("input[data-recruit-men]").value.trim();
      if (unit === "" && typeField.value === "" && men === "") continue;
      if (unit === "") throw new Error("Raise men for " + who + ": name the new unit.");
      if (/[\u0000-\u001f]/.test(unit)) throw new Error("Raise men for " + who + ": the name holds a control character.");
      if (typeField.value === "") throw new Error("Raise men for " + who + ": choose its troop type.");
      var allowed = typeField.options[typeField.selectedIndex].getAttribute("data-classes").split(" ");
      if (allowed.indexOf(cls) < 0)
        throw new Error("Raise men for " + who + ": " + typeField.options[typeField.selectedIndex].text +
          " may be class " + allowed.join(", ") + ", not " + cls + ".");
      var most = parseInt(form.getAttribute("data-most-recruits"), 10);
      if (!/^[1-9][0-9]{0,9}$/.test(men) || parseInt(men, 10) > most)
        throw new Error("Raise men for " + who + ": give the men, a whole number from 1 to " + most + ".");
      orders.push({ kind: "recruit", army: raise.getAttribute("data-recruit-army"),
        men: String(parseInt(men, 10)), type: typeField.value, cls: cls, name: unit });
    }
    var reinforcements = form.querySelectorAll("fieldset[data-reinforce-army]");
    for (var m = 0; m < reinforcements.length; m++) {
      var join = reinforcements[m];
      var unitField = join.querySelector("select[data-reinforce-unit]");
      var joining = join.querySelector("input[data-reinforce-men]").value.trim();
      if (unitField.value === "" && joining === "") continue;
      var forWhom = join.getAttribute("data-army-name");
      if (unitField.value === "")
        throw new Error("Reinforce a unit of " + forWhom + ": choose the unit.");
      var mostMen = parseInt(form.getAttribute("data-most-recruits"), 10);
      if (!/^[1-9][0-9]{0,9}$/.test(joining) || parseInt(joining, 10) > mostMen)
        throw new Error("Reinforce " + unitField.options[unitField.selectedIndex].getAttribute("data-unit-name") +
          ": give the men, a whole number from 1 to " + mostMen + ".");
      orders.push({ kind: "reinforce", army: join.getAttribute("data-reinforce-army"),
        unit: unitField.value, men: String(parseInt(joining, 10)) });
    }
    return { version: String(parseInt(field.value, 10)), orders: orders };
  }
  function canonical(c) {
    var text = "seneschal-orders 1\ncampaign " + form.getAttribute("data-campaign") +
      "\nside " + form.getAttribute("data-side") + "\nturn " + form.getAttribute("data-turn") +
      "\nversion " + c.version + "\n";
    c.orders.forEach(function (o) {
      text += o.kind === "march" || o.kind === "avoid" ? o.kind + " " + o.army + " " + o.place + "\n"
        : o.kind === "split" ? "split " + o.army + " " + o.battals.join(",") + " " + o.name + "\n"
        : o.kind === "merge" ? "merge " + o.army + " " + o.into + "\n"
        : o.kind === "ransom" ? "ransom " + o.captive + " " + o.decision + "\n"
        : o.kind === "recruit" ? "recruit " + o.army + " " + o.men + " " + o.type + " " + o.cls +
          " " + o.name + "\n"
        : o.kind === "reinforce" ? "reinforce " + o.army + " " + o.unit + " " + o.men + "\n"
        : o.kind === "pay" ? "pay\n" : "hold " + o.army + "\n";
    });
    return text;
  }
  function xml(c, signature) {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<orders format=\"1\" campaign=\"" +
      esc(form.getAttribute("data-campaign")) + "\" side=\"" + esc(form.getAttribute("data-side")) +
      "\" turn=\"" + esc(form.getAttribute("data-turn")) + "\" version=\"" + c.version + "\">\n";
    c.orders.forEach(function (o) {
      text += o.kind === "march" || o.kind === "avoid"
        ? "  <" + o.kind + " army=\"" + esc(o.army) + "\" to=\"" + esc(o.place) + "\"/>\n"
        : o.kind === "split" ? "  <split army=\"" + esc(o.army) + "\" battals=\"" +
          esc(o.battals.join(" ")) + "\" name=\"" + esc(o.name) + "\"/>\n"
        : o.kind === "merge" ? "  <merge army=\"" + esc(o.army) + "\" into=\"" + esc(o.into) + "\"/>\n"
        : o.kind === "ransom" ? "  <ransom captive=\"" + esc(o.captive) + "\" decision=\"" +
          esc(o.decision) + "\"/>\n"
        : o.kind === "recruit" ? "  <recruit army=\"" + esc(o.army) + "\" men=\"" + o.men +
          "\" type=\"" + esc(o.type) + "\" class=\"" + esc(o.cls) + "\" name=\"" + esc(o.name) +
          "\"/>\n"
        : o.kind === "reinforce" ? "  <reinforce army=\"" + esc(o.army) + "\" unit=\"" +
          esc(o.unit) + "\" men=\"" + o.men + "\"/>\n"
        : o.kind === "pay" ? "  <pay/>\n" : "  <hold army=\"" + esc(o.army) + "\"/>\n";
    });
    return text + "  <signature algorithm=\"HMAC-SHA256\">" + signature + "</signature>\n</orders>\n";
  }
  document.getElementById("orders-save").addEventListener("click", function () {
    var c;
    try { c = collect(); } catch (e) { say(e.message); return; }
    var text = canonical(c);
    window.crypto.subtle.importKey("raw", bytes(form.getAttribute("data-key")),
      { name: "HMAC", hash: "SHA-256" }, false, ["sign"])
      .then(function (key) {
        return window.crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text));
      })
      .then(function (signature) {
        var file = xml(c, hex(signature));
        var link = document.getElementById("orders-file");
        if (link.href) URL.revokeObjectURL(link.href);
        link.href = URL.createObjectURL(new Blob([file], { type: "application/xml" }));
        link.download = form.getAttribute("data-side") + "-turn-" + form.getAttribute("data-turn") +
          "-orders-v" + c.version + ".xml";
        link.textContent = "Save " + link.download + " again";
        link.hidden = false;
        document.getElementById("orders-text").textContent = file;
        say(c.orders.length + (c.orders.length === 1 ? " order" : " orders") +
          " signed, version " + c.version + ": send " + link.download + " to the umpire.");
        link.click();
      }, function (e) { say("The orders could not be signed: " + e.message); });
  });
})();
//]]>)JS";

std::string positiveText(std::int64_t n) {
    return std::to_string(n);
}

bool isId(const std::string& text) {
    return !text.empty() && std::none_of(text.begin(), text.end(), [](unsigned char c) {
        return std::isspace(c) || c == '"' || c == '<' || c == '&' || c < 0x20;
    });
}

bool isHex(const std::string& text, std::size_t size) {
    return text.size() == size && std::all_of(text.begin(), text.end(), [](unsigned char c) {
               return std::isdigit(c) || (c >= 'a' && c <= 'f');
           });
}

int lineAt(const std::string& text, std::ptrdiff_t offset) {
    if (offset < 0) return 0;
    const auto end = text.begin() + std::min<std::ptrdiff_t>(offset, std::ssize(text));
    return 1 + static_cast<int>(std::count(text.begin(), end, '\n'));
}

std::string readWhole(const std::filesystem::path& path, const std::string& what) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UserError(what + path.string() + ": cannot be read (no such file?)");
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

// A whole number from 1, written plainly ("3", not "03" or "+3").
std::optional<std::int64_t> plainPositive(const std::string& text) {
    if (text.empty() || text.size() > 12 || text[0] == '0') return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 1) return std::nullopt;
    return value;
}

// The text as typed, without the spaces at either end ("--split ...= The Prince's host ").
std::string withoutOuterSpace(std::string text) {
    const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
    text.erase(text.begin(), std::find_if(text.begin(), text.end(), notSpace));
    text.erase(std::find_if(text.rbegin(), text.rend(), notSpace).base(), text.end());
    return text;
}

// A name as an order carries it: not empty, no space at either end, no control character.
bool isTrimmedName(const std::string& name) {
    return !name.empty() && !std::isspace(static_cast<unsigned char>(name.front())) &&
           !std::isspace(static_cast<unsigned char>(name.back())) &&
           std::none_of(name.begin(), name.end(), [](unsigned char c) { return c < 0x20; });
}

bool isTroopClass(const std::string& text) {
    return text == "A" || text == "B" || text == "C" || text == "D";
}

// The decisions a ransom order may take (docs/formats.md).
bool isRansomDecision(const std::string& text) {
    return text == "demand" || text == "parole" || text == "release" || text == "pay" ||
           text == "refuse";
}

std::string foldedAscii(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// The entry of `items` (armies, places, battals of a dispatch) named by its id or by its name,
// letter case aside; none when no entry is.
template <typename Named>
const Named* byIdOrName(const std::vector<Named>& items, const std::string& named) {
    for (const Named& item : items)
        if (item.id == named || foldedAscii(item.name) == foldedAscii(named)) return &item;
    return nullptr;
}

[[noreturn]] void failAt(const std::string& name, const std::string& text, pugi::xml_node node,
                         const std::string& what) {
    throw UserError(name + " line " + std::to_string(lineAt(text, node.offset_debug())) + ": " +
                    what);
}

pugi::xml_node elementWithId(pugi::xml_node root, const char* id) {
    return root.find_node([id](pugi::xml_node node) {
        return node.type() == pugi::node_element && std::string(node.attribute("id").value()) == id;
    });
}

}  // namespace

std::string ransomDecisionWords(const std::string& decision) {
    if (decision == "demand") return "demand the ransom";
    if (decision == "parole") return "release him on parole, the rest owed";
    if (decision == "release") return "release without ransom";
    if (decision == "pay") return "pay all that is owed";
    return "refuse to pay";
}

std::string canonicalOrders(const OrdersFile& orders) {
    std::string text = "seneschal-orders 1\ncampaign " + orders.campaign + "\nside " + orders.side +
                       "\nturn " + positiveText(orders.turn) + "\nversion " +
                       positiveText(orders.version) + "\n";
    for (const OrderLine& order : orders.orders) {
        switch (order.kind) {
            case OrderLine::Kind::March:
                text += "march " + order.army + " " + order.place + "\n";
                break;
            case OrderLine::Kind::Hold:
                text += "hold " + order.army + "\n";
                break;
            case OrderLine::Kind::Pay:
                text += "pay\n";
                break;
            case OrderLine::Kind::Avoid:
                text += "avoid " + order.army + " " + order.place + "\n";
                break;
            case OrderLine::Kind::Split: {
                std::string battals;
                for (const std::string& b : order.battals)
                    battals += (battals.empty() ? "" : ",") + b;
                text += "split " + order.army + " " + battals + " " + order.name + "\n";
                break;
            }
            case OrderLine::Kind::Merge:
                text += "merge " + order.army + " " + order.into + "\n";
                break;
            case OrderLine::Kind::Ransom:
                text += "ransom " + std::to_string(order.captive) + " " + order.decision + "\n";
                break;
            case OrderLine::Kind::Recruit:
                text += "recruit " + order.army + " " + std::to_string(order.men) + " " +
                        order.troopType + " " + order.troopClass + " " + order.name + "\n";
                break;
            case OrderLine::Kind::Reinforce:
                text += "reinforce " + order.army + " " + order.unit + " " +
                        std::to_string(order.men) + "\n";
                break;
        }
    }
    return text;
}

void signOrders(OrdersFile& orders, const std::string& keyHex) {
    orders.signature = campaign::hmacSha256Hex(keyHex, canonicalOrders(orders));
}

std::string ordersXml(const OrdersFile& orders) {
    std::string text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<orders format=\"1\" campaign=\"" +
        xmlEscape(orders.campaign) + "\" side=\"" + xmlEscape(orders.side) + "\" turn=\"" +
        positiveText(orders.turn) + "\" version=\"" + positiveText(orders.version) + "\">\n";
    for (const OrderLine& order : orders.orders) {
        switch (order.kind) {
            case OrderLine::Kind::March:
                text += "  <march army=\"" + xmlEscape(order.army) + "\" to=\"" +
                        xmlEscape(order.place) + "\"/>\n";
                break;
            case OrderLine::Kind::Hold:
                text += "  <hold army=\"" + xmlEscape(order.army) + "\"/>\n";
                break;
            case OrderLine::Kind::Pay:
                text += "  <pay/>\n";
                break;
            case OrderLine::Kind::Avoid:
                text += "  <avoid army=\"" + xmlEscape(order.army) + "\" to=\"" +
                        xmlEscape(order.place) + "\"/>\n";
                break;
            case OrderLine::Kind::Split: {
                std::string battals;
                for (const std::string& b : order.battals)
                    battals += (battals.empty() ? "" : " ") + b;
                text += "  <split army=\"" + xmlEscape(order.army) + "\" battals=\"" +
                        xmlEscape(battals) + "\" name=\"" + xmlEscape(order.name) + "\"/>\n";
                break;
            }
            case OrderLine::Kind::Merge:
                text += "  <merge army=\"" + xmlEscape(order.army) + "\" into=\"" +
                        xmlEscape(order.into) + "\"/>\n";
                break;
            case OrderLine::Kind::Ransom:
                text += "  <ransom captive=\"" + std::to_string(order.captive) + "\" decision=\"" +
                        xmlEscape(order.decision) + "\"/>\n";
                break;
            case OrderLine::Kind::Recruit:
                text += "  <recruit army=\"" + xmlEscape(order.army) + "\" men=\"" +
                        std::to_string(order.men) + "\" type=\"" + xmlEscape(order.troopType) +
                        "\" class=\"" + xmlEscape(order.troopClass) + "\" name=\"" +
                        xmlEscape(order.name) + "\"/>\n";
                break;
            case OrderLine::Kind::Reinforce:
                text += "  <reinforce army=\"" + xmlEscape(order.army) + "\" unit=\"" +
                        xmlEscape(order.unit) + "\" men=\"" + std::to_string(order.men) + "\"/>\n";
                break;
        }
    }
    return text + "  <signature algorithm=\"HMAC-SHA256\">" + orders.signature +
           "</signature>\n</orders>\n";
}

OrdersFile readOrdersFile(const std::filesystem::path& path) {
    const std::string name = path.string();
    const std::string text = readWhole(path, "");
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed = doc.load_buffer(text.data(), text.size());
    if (!parsed) {
        throw UserError(name + " line " + std::to_string(lineAt(text, parsed.offset)) +
                        ": not an orders file: malformed XML (" + parsed.description() + ")");
    }
    const pugi::xml_node root = doc.document_element();
    auto fail = [&](pugi::xml_node node, const std::string& what) {
        failAt(name, text, node, what);
    };
    if (std::string(root.name()) != "orders") fail(root, "not an orders file: no <orders> element");
    // An attribute no format puts there is refused: the signature does not cover it, so it
    // would be words the umpire reads and no player signed.
    auto onlyKnown = [&](pugi::xml_node node, std::initializer_list<std::string_view> known) {
        for (pugi::xml_attribute attribute : node.attributes()) {
            if (std::find(known.begin(), known.end(), attribute.name()) == known.end())
                fail(node,
                     std::string(node.name()) + ": unknown attribute '" + attribute.name() + "'");
        }
    };
    onlyKnown(root, {"format", "campaign", "side", "turn", "version"});
    if (std::string(root.attribute("format").value()) != "1")
        fail(root, "format: an orders file of format 1 is expected");
    OrdersFile orders;
    orders.campaign = root.attribute("campaign").value();
    if (!isHex(orders.campaign, 32)) fail(root, "campaign: 32 hex digits expected");
    orders.side = root.attribute("side").value();
    if (!isId(orders.side)) fail(root, "side: a side's id expected");
    const auto turn = plainPositive(root.attribute("turn").value());
    if (!turn) failAt(name, text, root, "turn: a whole number from 1 expected");
    orders.turn = *turn;
    const auto version = plainPositive(root.attribute("version").value());
    if (!version) failAt(name, text, root, "version: a whole number from 1 expected");
    orders.version = *version;
    bool signed_ = false;
    for (pugi::xml_node node : root.children()) {
        if (node.type() != pugi::node_element) continue;
        const std::string element = node.name();
        if (signed_) fail(node, "<" + element + "> after the signature, which comes last");
        const int line = lineAt(text, node.offset_debug());
        if (element == "march" || element == "hold" || element == "avoid") {
            if (element == "hold")
                onlyKnown(node, {"army"});
            else
                onlyKnown(node, {"army", "to"});
            OrderLine order;
            order.kind = element == "march"   ? OrderLine::Kind::March
                         : element == "avoid" ? OrderLine::Kind::Avoid
                                              : OrderLine::Kind::Hold;
            order.army = node.attribute("army").value();
            if (!isId(order.army)) fail(node, element + ": army: an army's id expected");
            if (order.kind != OrderLine::Kind::Hold) {
                order.place = node.attribute("to").value();
                if (!isId(order.place)) fail(node, element + ": to: a place's id expected");
            }
            order.line = line;
            orders.orders.push_back(order);
        } else if (element == "merge") {
            onlyKnown(node, {"army", "into"});
            OrderLine order;
            order.kind = OrderLine::Kind::Merge;
            order.line = line;
            order.army = node.attribute("army").value();
            if (!isId(order.army)) fail(node, "merge: army: an army's id expected");
            order.into = node.attribute("into").value();
            if (!isId(order.into)) fail(node, "merge: into: an army's id expected");
            orders.orders.push_back(order);
        } else if (element == "ransom") {
            onlyKnown(node, {"captive", "decision"});
            OrderLine order;
            order.kind = OrderLine::Kind::Ransom;
            order.line = line;
            const auto captive = plainPositive(node.attribute("captive").value());
            if (!captive) fail(node, "ransom: captive: a captive's number expected");
            order.captive = *captive;
            order.decision = node.attribute("decision").value();
            if (!isRansomDecision(order.decision)) {
                fail(node, "ransom: decision: '" + order.decision +
                               "' is not demand, parole, release, pay or refuse");
            }
            orders.orders.push_back(order);
        } else if (element == "recruit") {
            onlyKnown(node, {"army", "men", "type", "class", "name"});
            OrderLine order;
            order.kind = OrderLine::Kind::Recruit;
            order.line = line;
            order.army = node.attribute("army").value();
            if (!isId(order.army)) fail(node, "recruit: army: an army's id expected");
            const auto men = plainPositive(node.attribute("men").value());
            if (!men) fail(node, "recruit: men: a whole number from 1 expected");
            order.men = *men;
            order.troopType = node.attribute("type").value();
            if (!isId(order.troopType)) fail(node, "recruit: type: a troop type's id expected");
            order.troopClass = node.attribute("class").value();
            if (!isTroopClass(order.troopClass))
                fail(node, "recruit: class: A, B, C or D expected");
            order.name = node.attribute("name").value();
            if (!isTrimmedName(order.name))
                fail(node, "recruit: name: the new unit's name expected");
            orders.orders.push_back(order);
        } else if (element == "reinforce") {
            onlyKnown(node, {"army", "unit", "men"});
            OrderLine order;
            order.kind = OrderLine::Kind::Reinforce;
            order.line = line;
            order.army = node.attribute("army").value();
            if (!isId(order.army)) fail(node, "reinforce: army: an army's id expected");
            order.unit = node.attribute("unit").value();
            if (!isId(order.unit)) fail(node, "reinforce: unit: a unit's id expected");
            const auto men = plainPositive(node.attribute("men").value());
            if (!men) fail(node, "reinforce: men: a whole number from 1 expected");
            order.men = *men;
            orders.orders.push_back(order);
        } else if (element == "split") {
            onlyKnown(node, {"army", "battals", "name"});
            OrderLine order;
            order.kind = OrderLine::Kind::Split;
            order.line = line;
            order.army = node.attribute("army").value();
            if (!isId(order.army)) fail(node, "split: army: an army's id expected");
            std::istringstream ids(node.attribute("battals").value());
            for (std::string id; ids >> id;) {
                if (!isId(id) || id.find(',') != std::string::npos)
                    fail(node, "split: battals: battals' ids, one space between, expected");
                order.battals.push_back(id);
            }
            if (order.battals.empty())
                fail(node, "split: battals: name at least one battal that goes to the new army");
            order.name = node.attribute("name").value();
            if (!isTrimmedName(order.name)) fail(node, "split: name: the new army's name expected");
            orders.orders.push_back(order);
        } else if (element == "pay") {
            onlyKnown(node, {});
            OrderLine order;
            order.kind = OrderLine::Kind::Pay;
            order.line = line;
            orders.orders.push_back(order);
        } else if (element == "signature") {
            onlyKnown(node, {"algorithm"});
            if (std::string(node.attribute("algorithm").value()) != "HMAC-SHA256")
                fail(node, "signature: algorithm HMAC-SHA256 expected");
            orders.signature = node.child_value();
            if (!isHex(orders.signature, 64)) fail(node, "signature: 64 hex digits expected");
            signed_ = true;
        } else {
            fail(node,
                 "<" + element +
                     "> is not an order (march, hold, pay, avoid, split, merge, ransom, recruit, "
                     "reinforce) nor the signature");
        }
    }
    if (!signed_) fail(root, "the orders are not signed: no <signature>");
    return orders;
}

std::string ordersFormXhtml(const OrdersForm& form) {
    std::string html =
        "<section id=\"orders\">\n<style>#orders select { max-width: 100%; font-size: 1em; } "
        "#orders fieldset { min-width: 0; } "
        "#orders .order { margin: 0.6em 0; } #orders button { font-size: 1em; padding: 0.4em "
        "1em; } #orders pre { white-space: pre-wrap; word-break: break-all; }</style>\n"
        "<h2>Orders</h2>\n";
    html += "<form id=\"orders-form\" data-campaign=\"" + xmlEscape(form.campaign) +
            "\" data-side=\"" + xmlEscape(form.side) + "\" data-side-name=\"" +
            xmlEscape(form.sideName) + "\" data-turn=\"" + positiveText(form.turn) +
            "\" data-key=\"" + xmlEscape(form.key) + "\" data-most-recruits=\"" +
            std::to_string(form.mostRecruits) + "\">\n";
    html +=
        "<p>Choose an order for each army, then Save orders: the browser saves the orders "
        "file, signed with " +
        xmlEscape(form.sideName) +
        "'s key; send it to the umpire. An army left on its present orders keeps them "
        "(a march goes on, an army at a place stays).</p>\n";
    int index = 0;
    for (const FormArmy& army : form.armies) {
        ++index;
        const std::string id = "order-" + std::to_string(index);
        html += "<p class=\"order\"><label for=\"" + id + "\">" + xmlEscape(army.name) + ", " +
                xmlEscape(army.where) + "</label><br/>\n<select id=\"" + id + "\" data-army=\"" +
                xmlEscape(army.id) + "\" data-army-name=\"" + xmlEscape(army.name) +
                "\">\n<option value=\"\">keep its present orders</option>\n"
                "<option value=\"hold\">hold</option>\n";
        for (const FormPlace& place : army.places) {
            html += "<option value=\"march:" + xmlEscape(place.id) + "\" data-place-name=\"" +
                    xmlEscape(place.name) + "\">march to " + xmlEscape(place.name) + ": " +
                    xmlEscape(place.route) + "</option>\n";
        }
        for (const FormPlace& place : army.fallbacks) {
            html += "<option value=\"avoid:" + xmlEscape(place.id) + "\" data-place-name=\"" +
                    xmlEscape(place.name) + "\" data-battle-at=\"" + xmlEscape(army.battleAt) +
                    "\">avoid the battle at " + xmlEscape(army.battleAt) +
                    ", falling back by night to " + xmlEscape(place.name) + "</option>\n";
        }
        for (const FormBattal& keeper : army.mergeInto) {
            html += "<option value=\"merge:" + xmlEscape(keeper.id) + "\" data-army-into=\"" +
                    xmlEscape(keeper.name) + "\">merge into " + xmlEscape(keeper.name) +
                    "</option>\n";
        }
        html += "</select></p>\n";
        if (army.battals.size() >= 2) {
            html += "<fieldset class=\"order\" data-split-army=\"" + xmlEscape(army.id) +
                    "\" data-army-name=\"" + xmlEscape(army.name) + "\"><legend>Split " +
                    xmlEscape(army.name) +
                    ": the battals that go to a new army (at least one stays)</legend>\n";
            for (const FormBattal& battal : army.battals) {
                html += "<label><input type=\"checkbox\" data-battal=\"" + xmlEscape(battal.id) +
                        "\" data-battal-name=\"" + xmlEscape(battal.name) + "\"/> " +
                        xmlEscape(battal.name) + "</label><br/>\n";
            }
            html += "<label>The new army's name <input type=\"text\" data-split-name=\"" +
                    xmlEscape(army.id) + "\"/></label></fieldset>\n";
        }
        if (!army.recruitAt.empty() && !form.troopTypes.empty()) {
            const std::string field = "recruit-" + std::to_string(index);
            html += "<fieldset class=\"order\" data-recruit-army=\"" + xmlEscape(army.id) +
                    "\" data-army-name=\"" + xmlEscape(army.name) + "\" data-recruit-at=\"" +
                    xmlEscape(army.recruitAt) + "\"><legend>Raise a new unit for " +
                    xmlEscape(army.name) + " at " + xmlEscape(army.recruitAt) +
                    " (paid from the treasury at the turn's end)</legend>\n";
            html += "<p><label for=\"" + field +
                    "-name\">Its name</label><br/><input type=\"text\" id=\"" + field +
                    "-name\" data-recruit-name=\"\"/></p>\n";
            html +=
                "<p><label for=\"" + field + "-type\">Troop type</label><br/><select id=\"" +
                field +
                "-type\" data-recruit-type=\"\">\n<option value=\"\" data-classes=\"\">none raised"
                "</option>\n";
            for (const FormTroopType& type : form.troopTypes) {
                std::string classes;
                for (const std::string& c : type.classes)
                    classes += (classes.empty() ? "" : " ") + c;
                html += "<option value=\"" + xmlEscape(type.id) + "\" data-classes=\"" +
                        xmlEscape(classes) + "\">" + xmlEscape(type.name) + " (class " +
                        xmlEscape(classes) + ")</option>\n";
            }
            html += "</select></p>\n<p><label for=\"" + field +
                    "-class\">Class</label> <select id=\"" + field +
                    "-class\" data-recruit-class=\"\">\n";
            for (const char* c : {"A", "B", "C", "D"})
                html += std::string("<option value=\"") + c + "\">" + c + "</option>\n";
            html += "</select> <label for=\"" + field +
                    "-men\">Men</label> <input type=\"number\" id=\"" + field +
                    "-men\" min=\"1\" max=\"" + std::to_string(form.mostRecruits) +
                    "\" data-recruit-men=\"\"/></p></fieldset>\n";
        }
        if (!army.recruitAt.empty() && !army.units.empty()) {
            const std::string field = "reinforce-" + std::to_string(index);
            html += "<fieldset class=\"order\" data-reinforce-army=\"" + xmlEscape(army.id) +
                    "\" data-army-name=\"" + xmlEscape(army.name) +
                    "\"><legend>Reinforce a unit of " + xmlEscape(army.name) + " at " +
                    xmlEscape(army.recruitAt) +
                    " (men raised there, paid from the treasury at the turn's end)</legend>\n";
            html += "<p><label for=\"" + field + "-unit\">Unit</label><br/><select id=\"" + field +
                    "-unit\" data-reinforce-unit=\"\">\n<option value=\"\" "
                    "data-unit-name=\"\">none reinforced</option>\n";
            for (const FormUnit& unit : army.units) {
                html += "<option value=\"" + xmlEscape(unit.id) + "\" data-unit-name=\"" +
                        xmlEscape(unit.name) + "\">" + xmlEscape(unit.words) + "</option>\n";
            }
            html += "</select></p>\n<p><label for=\"" + field +
                    "-men\">Men</label> <input type=\"number\" id=\"" + field +
                    "-men\" min=\"1\" max=\"" + std::to_string(form.mostRecruits) +
                    "\" data-reinforce-men=\"\"/></p></fieldset>\n";
        }
    }
    if (form.armies.empty())
        html += "<p>" + xmlEscape(form.sideName) + " has no army to give orders to.</p>\n";
    html +=
        "<p class=\"order\"><input type=\"checkbox\" id=\"orders-pay\"/> <label "
        "for=\"orders-pay\">Pay the arrears owed to the men, as far as the treasury goes (" +
        xmlEscape(form.arrears) + ")</label></p>\n";
    if (!form.captives.empty()) {
        html += "<fieldset class=\"order\"><legend>Ransoms</legend>\n";
        for (const FormCaptive& captive : form.captives) {
            const std::string id = std::to_string(captive.id);
            html += "<p><label for=\"ransom-" + id + "\">" + xmlEscape(captive.who) +
                    "</label><br/>\n<select id=\"ransom-" + id + "\" data-captive=\"" + id +
                    "\" data-captive-who=\"" + xmlEscape(captive.who) +
                    "\">\n<option value=\"\">no decision this turn</option>\n";
            for (const std::string& decision : captive.decisions) {
                html += "<option value=\"" + xmlEscape(decision) + "\">" +
                        xmlEscape(ransomDecisionWords(decision)) + "</option>\n";
            }
            html += "</select></p>\n";
        }
        html += "</fieldset>\n";
    }
    html +=
        "<p><label for=\"orders-version\">Version</label> <input id=\"orders-version\" "
        "type=\"number\" min=\"1\" value=\"1\"/> (raise it to replace orders already sent: the "
        "last version sent wins)</p>\n"
        "<p><button type=\"button\" id=\"orders-save\">Save orders</button> <a "
        "id=\"orders-file\" hidden=\"hidden\">orders file</a></p>\n"
        "<p id=\"orders-status\" role=\"status\"></p>\n<pre id=\"orders-text\"></pre>\n"
        "</form>\n<script>";
    html += kOrdersScript;
    html += "</script>\n</section>\n";
    return html;
}

OrdersForm readOrdersForm(const std::filesystem::path& dispatchPage) {
    const std::string where = "--dispatch " + dispatchPage.string();
    const std::string text = readWhole(dispatchPage, "--dispatch ");
    pugi::xml_document doc;
    const pugi::xml_parse_result parsed = doc.load_buffer(text.data(), text.size());
    if (!parsed) {
        throw UserError(where + " line " + std::to_string(lineAt(text, parsed.offset)) +
                        ": not a dispatch page (" + parsed.description() + ")");
    }
    const pugi::xml_node node = elementWithId(doc, "orders-form");
    if (!node) {
        throw UserError(where +
                        ": holds no orders form (a dispatch written before the campaign started "
                        "group play: seneschal-cli group start, then dispatch again)");
    }
    OrdersForm form;
    form.campaign = node.attribute("data-campaign").value();
    form.side = node.attribute("data-side").value();
    form.sideName = node.attribute("data-side-name").value();
    form.key = node.attribute("data-key").value();
    const auto turn = plainPositive(node.attribute("data-turn").value());
    if (!isHex(form.campaign, 32) || !isId(form.side) || !isHex(form.key, 64) || !turn)
        throw UserError(where + ": its orders form is damaged (campaign, side, turn or key)");
    form.turn = *turn;
    form.offersPay = static_cast<bool>(elementWithId(node, "orders-pay"));
    for (pugi::xpath_node choice : node.select_nodes(".//select[@data-captive]")) {
        const auto id = plainPositive(choice.node().attribute("data-captive").value());
        if (!id) throw UserError(where + ": its orders form is damaged (a captive's number)");
        FormCaptive captive{*id, choice.node().attribute("data-captive-who").value(), {}};
        for (pugi::xml_node option : choice.node().children("option")) {
            const std::string value = option.attribute("value").value();
            if (isRansomDecision(value)) captive.decisions.push_back(value);
        }
        form.captives.push_back(std::move(captive));
    }
    if (const auto most = plainPositive(node.attribute("data-most-recruits").value()))
        form.mostRecruits = *most;
    if (const pugi::xpath_node types = node.select_node(".//select[@data-recruit-type]")) {
        for (pugi::xml_node option : types.node().children("option")) {
            const std::string value = option.attribute("value").value();
            if (value.empty()) continue;
            FormTroopType type{value, {}, {}};
            const std::string shown = option.child_value();
            type.name = shown.substr(0, shown.find(" (class "));
            std::istringstream classes(option.attribute("data-classes").value());
            for (std::string c; classes >> c;) type.classes.push_back(c);
            form.troopTypes.push_back(std::move(type));
        }
    }
    for (pugi::xpath_node choice : node.select_nodes(".//select[@data-army]")) {
        FormArmy army;
        army.id = choice.node().attribute("data-army").value();
        army.name = choice.node().attribute("data-army-name").value();
        for (pugi::xml_node option : choice.node().children("option")) {
            const std::string value = option.attribute("value").value();
            if (value.rfind("avoid:", 0) == 0) {
                army.battleAt = option.attribute("data-battle-at").value();
                army.fallbacks.push_back(
                    {value.substr(6), option.attribute("data-place-name").value(), {}});
            }
            if (value.rfind("merge:", 0) == 0)
                army.mergeInto.push_back(
                    {value.substr(6), option.attribute("data-army-into").value()});
            if (value.rfind("march:", 0) != 0) continue;
            army.places.push_back(
                {value.substr(6), option.attribute("data-place-name").value(), {}});
        }
        const std::string path =
            ".//fieldset[@data-split-army='" + army.id + "']//input[@data-battal]";
        if (army.id.find('\'') == std::string::npos) {
            for (pugi::xpath_node box : node.select_nodes(path.c_str())) {
                army.battals.push_back({box.node().attribute("data-battal").value(),
                                        box.node().attribute("data-battal-name").value()});
            }
            const std::string raise = ".//fieldset[@data-recruit-army='" + army.id + "']";
            if (const pugi::xpath_node at = node.select_node(raise.c_str()))
                army.recruitAt = at.node().attribute("data-recruit-at").value();
            const std::string join =
                ".//fieldset[@data-reinforce-army='" + army.id + "']//select/option";
            for (pugi::xpath_node option : node.select_nodes(join.c_str())) {
                const std::string value = option.node().attribute("value").value();
                if (value.empty()) continue;
                army.units.push_back({value, option.node().attribute("data-unit-name").value(),
                                      option.node().child_value()});
            }
        }
        form.armies.push_back(std::move(army));
    }
    return form;
}

std::string writeOrders(const WriteOrdersRequest& request) {
    if (request.out.empty()) throw UserError("--out: say which file to write the orders to");
    if (request.version < 1) throw UserError("--version: a whole number from 1");
    const OrdersForm form = readOrdersForm(request.dispatch);
    auto findArmy = [&](const std::string& option, const std::string& named) -> const FormArmy& {
        if (const FormArmy* army = byIdOrName(form.armies, named)) return *army;
        std::string known;
        for (const FormArmy& army : form.armies) known += (known.empty() ? "" : ", ") + army.name;
        throw UserError(option + " '" + named + "': not an army of " + form.sideName +
                        (known.empty() ? " (it has none)" : " (its armies: " + known + ")"));
    };
    OrdersFile orders;
    orders.campaign = form.campaign;
    orders.side = form.side;
    orders.turn = form.turn;
    orders.version = request.version;
    std::set<std::string> ordered;
    auto once = [&](const std::string& option, const FormArmy& army) {
        if (!ordered.insert(army.id).second)
            throw UserError(option + ": " + army.name + " is given two orders");
    };
    for (const std::string& march : request.marches) {
        const std::size_t equals = march.find('=');
        if (equals == std::string::npos)
            throw UserError("--march '" + march + "': ARMY=PLACE expected");
        const FormArmy& army = findArmy("--march", march.substr(0, equals));
        const std::string placeNamed = march.substr(equals + 1);
        const FormPlace* place = byIdOrName(army.places, placeNamed);
        if (!place) {
            throw UserError("--march '" + march + "': " + army.name + " cannot march to '" +
                            placeNamed + "': not one of the places its dispatch offers");
        }
        once("--march", army);
        orders.orders.push_back({OrderLine::Kind::March, army.id, place->id, 0});
    }
    for (const std::string& hold : request.holds) {
        const FormArmy& army = findArmy("--hold", hold);
        once("--hold", army);
        orders.orders.push_back({OrderLine::Kind::Hold, army.id, {}, 0});
    }
    for (const std::string& avoid : request.avoids) {
        const std::size_t equals = avoid.find('=');
        if (equals == std::string::npos)
            throw UserError("--avoid '" + avoid +
                            "': ARMY=PLACE expected (where it falls back to)");
        const FormArmy& army = findArmy("--avoid", avoid.substr(0, equals));
        if (army.fallbacks.empty()) {
            throw UserError("--avoid '" + avoid + "': " + army.name +
                            " has no battle to avoid: none is pending where it stands, or the "
                            "avoid rule does not let it fall back");
        }
        const std::string placeNamed = avoid.substr(equals + 1);
        const FormPlace* place = byIdOrName(army.fallbacks, placeNamed);
        if (!place) {
            std::string open;
            for (const FormPlace& p : army.fallbacks) open += (open.empty() ? "" : ", ") + p.name;
            throw UserError("--avoid '" + avoid + "': " + army.name + " cannot fall back to '" +
                            placeNamed + "' from the battle at " + army.battleAt +
                            " (open: " + open + ")");
        }
        once("--avoid", army);
        orders.orders.push_back({OrderLine::Kind::Avoid, army.id, place->id, 0});
    }
    for (const std::string& merge : request.merges) {
        const std::size_t equals = merge.find('=');
        if (equals == std::string::npos)
            throw UserError("--merge '" + merge + "': ARMY=INTO expected (the army it goes into)");
        const FormArmy& army = findArmy("--merge", merge.substr(0, equals));
        const std::string intoNamed = merge.substr(equals + 1);
        const FormBattal* into = byIdOrName(army.mergeInto, intoNamed);
        if (!into) {
            throw UserError("--merge '" + merge + "': " + army.name + " cannot merge into '" +
                            intoNamed + "': " +
                            (army.mergeInto.empty()
                                 ? "no other army of " + form.sideName + " stands with it"
                                 : "not an army of " + form.sideName + " standing with it"));
        }
        once("--merge", army);
        OrderLine order{OrderLine::Kind::Merge, army.id, {}, 0};
        order.into = into->id;
        orders.orders.push_back(std::move(order));
    }
    std::set<std::string> split;
    for (const std::string& text : request.splits) {
        const std::size_t first = text.find('=');
        const std::size_t last = text.rfind('=');
        if (first == std::string::npos || first == last)
            throw UserError("--split '" + text + "': ARMY=BATTAL,BATTAL…=NEW NAME expected");
        const FormArmy& army = findArmy("--split", text.substr(0, first));
        if (army.battals.size() < 2) {
            throw UserError("--split '" + text + "': " + army.name +
                            " cannot be split: it has one battal, which must stay");
        }
        if (!split.insert(army.id).second)
            throw UserError("--split: " + army.name + " is split twice");
        OrderLine order{OrderLine::Kind::Split, army.id, {}, 0};
        std::istringstream named(text.substr(first + 1, last - first - 1));
        for (std::string one; std::getline(named, one, ',');) {
            const FormBattal* battal = byIdOrName(army.battals, one);
            if (!battal) {
                std::string known;
                for (const FormBattal& b : army.battals)
                    known += (known.empty() ? "" : ", ") + b.name;
                throw UserError("--split '" + text + "': '" + one + "' is not a battal of " +
                                army.name + " (its battals: " + known + ")");
            }
            if (std::find(order.battals.begin(), order.battals.end(), battal->id) ==
                order.battals.end())
                order.battals.push_back(battal->id);
        }
        if (order.battals.empty())
            throw UserError("--split '" + text + "': name the battals that go to the new army");
        if (order.battals.size() == army.battals.size()) {
            throw UserError("--split '" + text + "': " + army.name +
                            " would be left with nothing: at least one battal must stay");
        }
        const std::string name = withoutOuterSpace(text.substr(last + 1));
        if (name.empty()) throw UserError("--split '" + text + "': name the new army");
        order.name = name;
        orders.orders.push_back(std::move(order));
    }
    if (request.pay) {
        if (!form.offersPay) {
            throw UserError("--pay: the dispatch " + request.dispatch.string() +
                            " offers no pay order (a page written before orders could pay)");
        }
        orders.orders.push_back({OrderLine::Kind::Pay, {}, {}, 0});
    }
    std::set<std::int64_t> decided;
    for (const std::string& text : request.ransoms) {
        const std::size_t equals = text.find('=');
        const auto number = plainPositive(text.substr(0, equals));
        if (equals == std::string::npos || !number) {
            throw UserError("--ransom '" + text +
                            "': CAPTIVE=DECISION expected (the captive's number, as the "
                            "dispatch's prisoners list it)");
        }
        const auto captive = std::find_if(form.captives.begin(), form.captives.end(),
                                          [&](const FormCaptive& c) { return c.id == *number; });
        if (captive == form.captives.end()) {
            throw UserError("--ransom '" + text + "': captive " + std::to_string(*number) +
                            " is not one " + form.sideName +
                            " may decide on this turn (neither held by it nor its own)");
        }
        const std::string decision = foldedAscii(text.substr(equals + 1));
        if (std::find(captive->decisions.begin(), captive->decisions.end(), decision) ==
            captive->decisions.end()) {
            std::string open;
            for (const std::string& each : captive->decisions)
                open += (open.empty() ? "" : ", ") + each;
            throw UserError("--ransom '" + text + "': " + captive->who + ": " + form.sideName +
                            " may decide " + (open.empty() ? "nothing now" : open));
        }
        if (!decided.insert(captive->id).second)
            throw UserError("--ransom: captive " + std::to_string(captive->id) +
                            " is given two decisions");
        OrderLine order{OrderLine::Kind::Ransom, {}, {}, 0};
        order.captive = captive->id;
        order.decision = decision;
        orders.orders.push_back(std::move(order));
    }
    for (const std::string& text : request.recruits) {
        const std::size_t equals = text.find('=');
        const auto refuse = [&](const std::string& why) {
            throw UserError("--recruit '" + text + "': " + why);
        };
        if (equals == std::string::npos)
            refuse("ARMY=MEN:TYPE:CLASS:NAME expected (200:longbowmen:B:Lancashire bowmen)");
        const FormArmy& army = findArmy("--recruit", text.substr(0, equals));
        std::vector<std::string> parts;
        std::string rest = text.substr(equals + 1);
        for (int i = 0; i < 3; ++i) {
            const std::size_t colon = rest.find(':');
            if (colon == std::string::npos)
                refuse("ARMY=MEN:TYPE:CLASS:NAME expected (200:longbowmen:B:Lancashire bowmen)");
            parts.push_back(rest.substr(0, colon));
            rest.erase(0, colon + 1);
        }
        if (army.recruitAt.empty()) {
            refuse(army.name +
                   " may raise no men where it stands (its side does not hold the "
                   "place, or it is on the march)");
        }
        const auto men = plainPositive(parts[0]);
        if (!men || *men > form.mostRecruits) {
            refuse("MEN: a whole number from 1 to " + groupedNumber(form.mostRecruits) +
                   " expected, not '" + parts[0] + "'");
        }
        const FormTroopType* type = byIdOrName(form.troopTypes, parts[1]);
        if (!type) refuse("TYPE: '" + parts[1] + "' is not a troop type of the campaign's rules");
        const std::string troopClass = parts[2];
        if (std::find(type->classes.begin(), type->classes.end(), troopClass) ==
            type->classes.end()) {
            std::string may;
            for (const std::string& c : type->classes) may += (may.empty() ? "" : ", ") + c;
            refuse("CLASS: " + type->name + " may be class " + may + ", not '" + troopClass + "'");
        }
        const std::string name = withoutOuterSpace(rest);
        if (!isTrimmedName(name)) refuse("NAME: name the new unit");
        OrderLine order{OrderLine::Kind::Recruit, army.id, {}, 0};
        order.men = *men;
        order.troopType = type->id;
        order.troopClass = troopClass;
        order.name = name;
        orders.orders.push_back(std::move(order));
    }
    std::set<std::string> reinforced;
    for (const std::string& text : request.reinforcements) {
        const std::size_t equals = text.find('=');
        const auto refuse = [&](const std::string& why) {
            throw UserError("--reinforce '" + text + "': " + why);
        };
        if (equals == std::string::npos) refuse("UNIT=MEN expected (Lancashire bowmen=40)");
        const std::string unitNamed = text.substr(0, equals);
        const FormArmy* army = nullptr;
        const FormUnit* unit = nullptr;
        for (const FormArmy& candidate : form.armies) {
            if (const FormUnit* found = byIdOrName(candidate.units, unitNamed)) {
                army = &candidate;
                unit = found;
                break;
            }
        }
        if (unit == nullptr) {
            std::string may;
            for (const FormArmy& candidate : form.armies)
                if (!candidate.units.empty()) may += (may.empty() ? "" : ", ") + candidate.name;
            refuse("UNIT: '" + unitNamed + "' is not a unit of an army of " + form.sideName +
                   " that may raise men where it stands" +
                   (may.empty() ? std::string(" (none may)") : " (" + may + " may)"));
        }
        const auto men = plainPositive(text.substr(equals + 1));
        if (!men || *men > form.mostRecruits) {
            refuse("MEN: a whole number from 1 to " + groupedNumber(form.mostRecruits) +
                   " expected, not '" + text.substr(equals + 1) + "'");
        }
        if (!reinforced.insert(unit->id).second) refuse(unit->name + " is reinforced twice");
        OrderLine order{OrderLine::Kind::Reinforce, army->id, {}, 0};
        order.unit = unit->id;
        order.men = *men;
        orders.orders.push_back(std::move(order));
    }
    signOrders(orders, form.key);
    const campaign::OutputTarget target{request.out, "--out"};
    campaign::OutputPolicy policy;
    policy.replaceExisting = request.replaceExisting;
    policy.protectedFiles = {request.dispatch};
    campaign::checkOutputs({target}, policy);
    campaign::writeOutputFile(target, ordersXml(orders), policy);
    return "Wrote " + countOf(std::ssize(orders.orders), "order", "orders") + " of " +
           form.sideName + " for turn " + std::to_string(form.turn) + " (version " +
           std::to_string(orders.version) + "), signed, to " + request.out.string() + ".";
}

}  // namespace seneschal::application
