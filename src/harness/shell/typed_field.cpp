#include "harness/shell/typed_field.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "harness/shell/value_guard.h"

namespace harness {
namespace {

std::string_view TrimBlanks(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) {
    return {};
  }
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// The whole of `text` as a number, as strtod reads one; nothing when any of
// it is left over.
std::optional<double> ParseNumber(std::string_view text) {
  if (text.empty()) {
    return std::nullopt;
  }
  const std::string copy(text);  // strtod wants the end marked
  char* end = nullptr;
  const double value = std::strtod(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size()) {
    return std::nullopt;
  }
  return value;  // overflow gives an infinity, which the caller refuses
}

// Why a value typed into a field of `rule` is refused; empty when it is not.
std::string Refusal(std::string_view text, const std::optional<double>& value,
                    const FieldRule& rule) {
  // Appended piece by piece: GCC 12 warns falsely on "..." + std::string
  // here (a stringop-overflow in its inlined copy).
  std::string why;
  if (!value) {
    why.append("\"").append(text).append("\" is not a number");
  } else if (!std::isfinite(*value)) {
    why.append(text).append(" is not a finite number");
  } else if (*value < rule.min || *value > rule.max) {
    why.append(text).append(" is outside [").append(FormatLoggedValue(rule.min)).append(", ");
    why.append(FormatLoggedValue(rule.max)).append("]");
  } else if (rule.whole && *value != std::floor(*value)) {
    why.append(text).append(" is not a whole number");
  }
  return why;
}

// Appends to `dropped` the characters of `keys` a field of numbers does not
// keep.
void KeepDropped(std::string_view keys, const FieldRule& rule, std::string* dropped) {
  for (const char c : keys) {
    if (!NumberFieldTakes(static_cast<unsigned char>(c), rule.whole)) {
      *dropped += c;
    }
  }
}

}  // namespace

bool NumberFieldTakes(char32_t c, bool whole) {
  if ((c >= '0' && c <= '9') || c == '.' || c == '+' || c == '-' || c == '*' || c == '/') {
    return true;
  }
  return !whole && (c == 'e' || c == 'E');
}

std::optional<double> ReadTypedValue(std::string_view text, double kept, const FieldRule& rule,
                                     Log& log) {
  const std::string_view trimmed = TrimBlanks(text);
  const std::optional<double> value = ParseNumber(trimmed);
  const std::string refusal = Refusal(trimmed, value, rule);
  if (!refusal.empty()) {
    log.Error(std::string(rule.what) + ": " + refusal + "; kept " + FormatLoggedValue(kept));
    return std::nullopt;
  }
  return *value;
}

FieldUpdate TypedFields::Update(uint32_t field, const FieldSeen& seen, int frame, double kept,
                                const FieldRule& rule, Log& log) {
  // A draft not seen on the frame before belongs to a field that stopped
  // being drawn while typed into (its header folded, its shape removed, the
  // sample switched): what it held is not applied to whatever is here now.
  std::erase_if(drafts_, [frame](const auto& entry) { return entry.second.frame < frame - 1; });
  if (seen.typing) {
    const auto [draft, started] = drafts_.try_emplace(field);
    if (started || seen.initial_text) {
      draft->second.initial_text = seen.initial_text.value_or(seen.text.value_or(""));
    }
    if (seen.text) {
      draft->second.text = *seen.text;
    }
    KeepDropped(seen.keys, rule, &draft->second.dropped);
    draft->second.frame = frame;
    return {.typed = true, .apply = std::nullopt};
  }
  const auto found = drafts_.find(field);
  if (found == drafts_.end()) {
    return {};
  }
  Draft draft = std::move(found->second);
  drafts_.erase(found);
  // The last keys and Enter may come in one frame: the field took those
  // keys before Enter left it, and a letter among them is refused as any.
  KeepDropped(seen.keys, rule, &draft.dropped);
  // Left this frame. The toolkit may still hold the text as it was at the
  // end (Enter with the last key in the same frame); Esc drops it whole.
  std::string text = seen.text.value_or(draft.text);
  if (seen.escaped || (text == draft.initial_text && draft.dropped.empty())) {
    return {.typed = true, .apply = std::nullopt};
  }
  if (!draft.dropped.empty()) {
    // The toolkit kept only the characters of a number; what was typed was
    // not one, and is refused as a whole, in the words it was typed.
    text = text == draft.initial_text ? draft.dropped : text + draft.dropped;
  }
  std::optional<double> value = ReadTypedValue(text, kept, rule, log);
  if (value && *value == kept) {
    value.reset();  // the same value again: no change, no undo step
  }
  return {.typed = true, .apply = value};
}

}  // namespace harness
