#pragma once

// std::visit over a variant with one lambda per alternative:
// std::visit(Overloaded{[](const A&) {...}, [](const B&) {...}}, v).

namespace collide {

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
// Clang 14 (the fuzz build and clang-tidy) has no deduction for aggregates.
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace collide
