#pragma once

// A growth rule the uniform grids share for buffers whose size follows the
// scene (uniform_grid.cpp, uniform_grid_skin.cpp).

#include <cstddef>
#include <vector>

namespace collide {

// Makes room for at least n elements, with half as many again to spare.
// Sizes that follow a scene (its extent, the pairs found) move a little
// every frame: growing to the exact size each time they grow (as assign()
// and resize() do) would fetch fresh memory from the system, zeroed page by
// page, about 2 ms a time at 100,000 bodies.
template <class T>
void ReserveWithHeadroom(std::vector<T>* values, size_t n) {
  if (values->capacity() < n) {
    values->reserve(n + n / 2);
  }
}

// Makes values->size() at least n for a buffer written by index, sized to
// its whole capacity: a buffer whose size was cut to what it holds (the
// grid's pair lists, which change roles) has room past its size, and
// growing from the size (doubling it, say) would fetch fresh memory anyway.
template <class T>
void ResizeWithHeadroom(std::vector<T>* values, size_t n) {
  if (values->size() < n) {
    ReserveWithHeadroom(values, n);
    values->resize(values->capacity());
  }
}

}  // namespace collide
