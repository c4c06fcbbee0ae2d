#include "harness/shell/typed_field.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace harness {
namespace typed_field_test {
namespace {

constexpr uint32_t kRadius = 17;
constexpr FieldRule kRadiusRule{"sphere 1 radius", 0.0, 1e6, false};

// `keys`: what was typed this frame, characters the field did not keep too.
FieldSeen Typing(std::string text, std::string keys = "") {
  return {.typing = true,
          .escaped = false,
          .text = std::move(text),
          .initial_text = "1.000",
          .keys = std::move(keys)};
}

// `keys`: typed in the frame the field is left, before Enter left it.
FieldSeen Left(std::optional<std::string> text, bool escaped = false, std::string keys = "") {
  return {.typing = false,
          .escaped = escaped,
          .text = std::move(text),
          .initial_text = "1.000",
          .keys = std::move(keys)};
}

class TypedValues : public ::testing::Test {
 protected:
  TypedValues() { log_.set_echo_to_console(false); }

  // Types `keystrokes` into the radius (value 1), one a frame from frame
  // 10, and checks that none of them is applied or logged.
  void Type(const std::vector<std::string>& keystrokes) {
    const std::size_t logged = log_.entries().size();
    for (const std::string& text : keystrokes) {
      const FieldUpdate update =
          fields_.Update(kRadius, Typing(text), frame_++, 1.0, kRadiusRule, log_);
      EXPECT_TRUE(update.typed) << text;
      EXPECT_FALSE(update.apply) << text << " was applied while typed";
    }
    EXPECT_EQ(log_.entries().size(), logged) << "logged while typed";
  }

  FieldUpdate Leave(std::optional<std::string> text, bool escaped = false) {
    return fields_.Update(kRadius, Left(std::move(text), escaped), frame_++, 1.0, kRadiusRule,
                          log_);
  }

  std::vector<std::string> Lines() const {
    std::vector<std::string> lines;
    for (const LogEntry& entry : log_.entries()) {
      lines.push_back(entry.text);
    }
    return lines;
  }

  TypedFields fields_;
  Log log_;
  int frame_ = 10;
};

TEST_F(TypedValues, NothingIsAppliedWhileTypingAndTheValueOnceTheFieldIsLeft) {
  Type({"1.000", "2", "2.", "2.5"});
  const FieldUpdate left = Leave("2.5");
  EXPECT_TRUE(left.typed);
  ASSERT_TRUE(left.apply);
  EXPECT_EQ(*left.apply, 2.5);
  EXPECT_TRUE(log_.entries().empty());
  // The frame after: nothing typed, nothing to apply, and a drag is a drag.
  const FieldUpdate after = Leave(std::nullopt);
  EXPECT_FALSE(after.typed);
  EXPECT_FALSE(after.apply);
  EXPECT_TRUE(fields_.empty());
}

TEST_F(TypedValues, EscRestoresTheValueFromBeforeTheTyping) {
  Type({"2", "2.", "2.5"});
  // The toolkit puts its text back as Esc leaves the field ("1.000", the
  // value rounded as shown): that is not applied either.
  const FieldUpdate left = Leave("1.000", /*escaped=*/true);
  EXPECT_TRUE(left.typed);
  EXPECT_FALSE(left.apply);
  EXPECT_TRUE(log_.entries().empty());
  EXPECT_TRUE(fields_.empty());
}

// The toolkit may still hold the typed text as Esc leaves the field (Esc
// and the last key in one frame, or a toolkit that does not put the old
// text back): Esc drops it all the same, the value stays 1.
TEST_F(TypedValues, EscWithANewTypedTextStillKeepsTheOldValue) {
  Type({"2", "2.", "2.5"});
  const FieldUpdate left = Leave("2.5", /*escaped=*/true);
  EXPECT_TRUE(left.typed);
  EXPECT_FALSE(left.apply) << "Esc applied " << left.apply.value_or(0.0);
  EXPECT_TRUE(log_.entries().empty());
  EXPECT_TRUE(fields_.empty());
}

TEST_F(TypedValues, EscAfterTheToolkitDroppedTheTextKeepsTheOldValue) {
  // No text from the toolkit as Esc leaves: the last typed ("4.5") would
  // be read, were it not Esc.
  Type({"4", "4.5"});
  EXPECT_FALSE(Leave(std::nullopt, /*escaped=*/true).apply);
  // Nor is a text out of range refused with a line: nothing was asked.
  Type({"-5"});
  EXPECT_FALSE(Leave("-5", /*escaped=*/true).apply);
  EXPECT_TRUE(log_.entries().empty());
}

TEST_F(TypedValues, ANumberTooLargeToHoldIsRefusedWithOneLine) {
  Type({"1", "1e", "1e9", "1e99", "1e999"});
  const FieldUpdate left = Leave("1e999");
  EXPECT_TRUE(left.typed);
  EXPECT_FALSE(left.apply);
  EXPECT_EQ(Lines(),
            std::vector<std::string>{"sphere 1 radius: 1e999 is not a finite number; kept 1"});
  EXPECT_EQ(log_.error_count(), 1u);
}

TEST_F(TypedValues, AValueOutOfRangeIsRefusedNotClamped) {
  Type({"-", "-5"});
  EXPECT_FALSE(Leave("-5").apply);
  Type({"2e6"});
  EXPECT_FALSE(Leave("2e6").apply);
  EXPECT_EQ(Lines(), (std::vector<std::string>{
                         "sphere 1 radius: -5 is outside [0, 1e+06]; kept 1",
                         "sphere 1 radius: 2e6 is outside [0, 1e+06]; kept 1",
                     }));
}

TEST_F(TypedValues, TextThatIsNotANumberIsRefused) {
  for (const std::string text : {"2.5.1", "*2", "", "1e", "--1"}) {
    Type({text});
    EXPECT_FALSE(Leave(text).apply) << text;
  }
  EXPECT_EQ(Lines(), (std::vector<std::string>{
                         "sphere 1 radius: \"2.5.1\" is not a number; kept 1",
                         "sphere 1 radius: \"*2\" is not a number; kept 1",
                         "sphere 1 radius: \"\" is not a number; kept 1",
                         "sphere 1 radius: \"1e\" is not a number; kept 1",
                         "sphere 1 radius: \"--1\" is not a number; kept 1",
                     }));
}

TEST_F(TypedValues, BlanksAroundANumberAreAllowed) {
  Type({" 3.25 "});
  const FieldUpdate left = Leave(" 3.25 ");
  ASSERT_TRUE(left.apply);
  EXPECT_EQ(*left.apply, 3.25);
}

TEST_F(TypedValues, AFieldLeftUneditedOrWithTheSameValueChangesNothing) {
  Type({"1.000"});
  EXPECT_FALSE(Leave("1.000").apply);  // Ctrl+click, then Enter
  Type({"1"});
  EXPECT_FALSE(Leave("1").apply);  // the value it has: no step to undo
  EXPECT_TRUE(log_.entries().empty());
}

TEST_F(TypedValues, TheTextAsTheFieldIsLeftIsTheOneRead) {
  Type({"2", "2."});
  const FieldUpdate left = Leave("2.5");  // the last key and Enter in one frame
  ASSERT_TRUE(left.apply);
  EXPECT_EQ(*left.apply, 2.5);
}

TEST_F(TypedValues, WhenTheToolkitNoLongerHoldsTheTextTheLastTypedIsRead) {
  Type({"4", "4.5"});
  const FieldUpdate left = Leave(std::nullopt);  // another field took the text state
  ASSERT_TRUE(left.apply);
  EXPECT_EQ(*left.apply, 4.5);
}

TEST_F(TypedValues, AFieldNoLongerDrawnWhileTypedIntoAppliesNothing) {
  Type({"7"});
  frame_ += 5;  // its header folded: not drawn for five frames
  const FieldUpdate later = Leave(std::nullopt);
  EXPECT_FALSE(later.typed);
  EXPECT_FALSE(later.apply);
  EXPECT_TRUE(log_.entries().empty());
}

TEST_F(TypedValues, ANumberWithoutTypingIsADrag) {
  const FieldUpdate update = Leave(std::nullopt);
  EXPECT_FALSE(update.typed);
  EXPECT_FALSE(update.apply);
}

TEST_F(TypedValues, TabToTheNextComponentAppliesTheOneLeft) {
  constexpr uint32_t kX = 1, kY = 2;
  constexpr FieldRule kCoordinate{"sphere 1 center.x", -1e6, 1e6, false};
  fields_.Update(kX, Typing("3"), 10, 0.0, kCoordinate, log_);
  fields_.Update(kY, {}, 10, 0.0, kCoordinate, log_);
  // Tab: x is left, y is a text field now.
  const FieldUpdate x = fields_.Update(kX, Left(std::nullopt), 11, 0.0, kCoordinate, log_);
  const FieldUpdate y = fields_.Update(kY, Typing("0.000"), 11, 0.0, kCoordinate, log_);
  ASSERT_TRUE(x.apply);
  EXPECT_EQ(*x.apply, 3.0);
  EXPECT_TRUE(y.typed);
  EXPECT_FALSE(y.apply);
}

TEST_F(TypedValues, AWholeNumberFieldRefusesAFraction) {
  constexpr FieldRule kSlices{"slices", 1.0, 2000.0, true};
  fields_.Update(kRadius, Typing("2.5"), 10, 8.0, kSlices, log_);
  EXPECT_FALSE(fields_.Update(kRadius, Left("2.5"), 11, 8.0, kSlices, log_).apply);
  fields_.Update(kRadius, Typing("99999"), 12, 8.0, kSlices, log_);
  EXPECT_FALSE(fields_.Update(kRadius, Left("99999"), 13, 8.0, kSlices, log_).apply);
  fields_.Update(kRadius, Typing("12"), 14, 8.0, kSlices, log_);
  const FieldUpdate twelve = fields_.Update(kRadius, Left("12"), 15, 8.0, kSlices, log_);
  ASSERT_TRUE(twelve.apply);
  EXPECT_EQ(*twelve.apply, 12.0);
  EXPECT_EQ(Lines(), (std::vector<std::string>{
                         "slices: 2.5 is not a whole number; kept 8",
                         "slices: 99999 is outside [1, 2000]; kept 8",
                     }));
}

// The toolkit keeps only a number's characters: "abc" typed over the
// selected "1.000" leaves it showing "1.000". Left so, it is refused as
// "1e999" is, not passed over in silence.
TEST_F(TypedValues, LettersTheFieldDroppedAreRefusedWhenItIsLeft) {
  for (const char* key : {"a", "b", "c"}) {
    const FieldUpdate update =
        fields_.Update(kRadius, Typing("1.000", key), frame_++, 1.0, kRadiusRule, log_);
    EXPECT_FALSE(update.apply);
  }
  EXPECT_TRUE(Lines().empty());  // nothing said while typed
  EXPECT_FALSE(Leave("1.000").apply);
  EXPECT_EQ(Lines(), std::vector<std::string>{"sphere 1 radius: \"abc\" is not a number; kept 1"});
}

TEST_F(TypedValues, ALetterAmongDigitsRefusesTheWholeAndEscStillDropsIt) {
  fields_.Update(kRadius, Typing("2", "2"), frame_++, 1.0, kRadiusRule, log_);
  fields_.Update(kRadius, Typing("2", "x"), frame_++, 1.0, kRadiusRule, log_);
  fields_.Update(kRadius, Typing("25", "5"), frame_++, 1.0, kRadiusRule, log_);
  EXPECT_FALSE(Leave("25").apply);
  EXPECT_EQ(Lines(), std::vector<std::string>{"sphere 1 radius: \"25x\" is not a number; kept 1"});
  fields_.Update(kRadius, Typing("1.000", "q"), frame_++, 1.0, kRadiusRule, log_);
  EXPECT_FALSE(Leave("1.000", /*escaped=*/true).apply);
  EXPECT_EQ(Lines().size(), 1u);  // Esc: nothing applied, nothing said
}

// Keys typed fast (or a slow frame) put the last letter and Enter in one
// frame: the field takes the letter, then Enter leaves it. That letter is
// refused as the others: "abc", not "ab", and "2x" is not applied as 2.
TEST_F(TypedValues, ALetterTypedInTheFrameTheFieldIsLeftIsRefusedToo) {
  for (const char* key : {"a", "b"}) {
    fields_.Update(kRadius, Typing("1.000", key), frame_++, 1.0, kRadiusRule, log_);
  }
  EXPECT_FALSE(
      fields_.Update(kRadius, Left("1.000", false, "c"), frame_++, 1.0, kRadiusRule, log_).apply);
  fields_.Update(kRadius, Typing("2", "2"), frame_++, 1.0, kRadiusRule, log_);
  const FieldUpdate two =
      fields_.Update(kRadius, Left("2", false, "x"), frame_++, 1.0, kRadiusRule, log_);
  EXPECT_FALSE(two.apply) << "applied " << two.apply.value_or(0.0);
  EXPECT_EQ(Lines(), (std::vector<std::string>{
                         "sphere 1 radius: \"abc\" is not a number; kept 1",
                         "sphere 1 radius: \"2x\" is not a number; kept 1",
                     }));
}

// The keys of a frame are every field's to see; a field no one typed into
// takes no notice of them.
TEST_F(TypedValues, KeysSeenByAFieldNotTypedIntoChangeNothing) {
  const FieldUpdate update =
      fields_.Update(kRadius, Left(std::nullopt, false, "abc"), frame_++, 1.0, kRadiusRule, log_);
  EXPECT_FALSE(update.typed);
  EXPECT_FALSE(update.apply);
  EXPECT_TRUE(log_.entries().empty());
}

TEST(NumberFieldTakes, DigitsSignsAndArithmeticAndAnExponentOnlyForRealNumbers) {
  for (const char c : std::string("0123456789.+-*/")) {
    EXPECT_TRUE(NumberFieldTakes(static_cast<unsigned char>(c), true)) << c;
  }
  EXPECT_TRUE(NumberFieldTakes('e', false));
  EXPECT_FALSE(NumberFieldTakes('e', true));
  for (const char c : std::string("abcxyz ,;")) {
    EXPECT_FALSE(NumberFieldTakes(static_cast<unsigned char>(c), false)) << c;
  }
}

}  // namespace
}  // namespace typed_field_test
}  // namespace harness
