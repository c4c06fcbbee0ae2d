#pragma once

// A value of any small type, held in place: what a pair test answers
// (Answer) and, in the harness, what an expectation expects. A closed
// std::variant made every new answer type an edit of the variant and of every
// visitor over it; this holds whatever type a query row (queries.h) names,
// and the row says what to do with it. It never allocates: the value lives in
// the object, so running a pair test over many shapes costs what the variant
// did.

#include <cstddef>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace collide {

// The identity of a type, for comparing the type of two held values.
using TypeKey = const void*;

class InlineValue;
template <typename T>
concept NotInlineValue = !std::is_same_v<std::decay_t<T>, InlineValue>;

class InlineValue {
 public:
  // Big enough for a contact manifold (collide/convex/contacts.h: a normal
  // and four points with their depths, 160 bytes), the largest answer.
  static constexpr std::size_t kCapacity = 160;

  InlineValue() = default;
  template <NotInlineValue T>
  InlineValue(T value) {  // NOLINT(google-explicit-constructor): a test returns its value
    static_assert(sizeof(T) <= kCapacity && alignof(T) <= alignof(std::max_align_t),
                  "too big to hold in place: raise kCapacity");
    ::new (static_cast<void*>(storage_)) T(std::move(value));
    type_ = &kTypeOf<T>;
  }
  InlineValue(const InlineValue& other) { CopyFrom(other); }
  InlineValue& operator=(const InlineValue& other) {
    if (this != &other) {
      Reset();
      CopyFrom(other);
    }
    return *this;
  }
  ~InlineValue() { Reset(); }

  bool has_value() const { return type_ != nullptr; }
  TypeKey type() const { return type_; }
  template <typename T>
  static TypeKey TypeOf() {
    return &kTypeOf<T>;
  }

  template <typename T>
  bool Is() const {
    return type_ == &kTypeOf<T>;
  }
  // The value if it is a T, else nullptr.
  template <typename T>
  const T* GetIf() const {
    return Is<T>() ? std::launder(reinterpret_cast<const T*>(storage_)) : nullptr;
  }
  template <typename T>
  T* GetIf() {
    return Is<T>() ? std::launder(reinterpret_cast<T*>(storage_)) : nullptr;
  }
  // The value; throws std::logic_error when it is not a T (a test answering
  // with another type than its query's).
  template <typename T>
  const T& Get() const {
    if (!Is<T>()) {
      throw std::logic_error(has_value() ? "a value of another type than asked for"
                                         : "no value where one was asked for");
    }
    return *GetIf<T>();
  }

 private:
  struct Type {
    void (*copy)(void* to, const void* from);
    void (*destroy)(void* value);
  };
  template <typename T>
  static constexpr Type kTypeOf = {
      [](void* to, const void* from) { ::new (to) T(*static_cast<const T*>(from)); },
      [](void* value) { static_cast<T*>(value)->~T(); },
  };

  void CopyFrom(const InlineValue& other) {
    if (other.type_ != nullptr) {
      other.type_->copy(storage_, other.storage_);
      type_ = other.type_;
    }
  }
  void Reset() {
    if (type_ != nullptr) {
      type_->destroy(storage_);
      type_ = nullptr;
    }
  }

  alignas(std::max_align_t) unsigned char storage_[kCapacity];
  const Type* type_ = nullptr;
};

// What a pair test answers: the type its query row names (queries.h).
using Answer = InlineValue;

}  // namespace collide
