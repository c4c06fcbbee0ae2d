/* Collision Lab's plugin ABI for an engine written in C++ (C++17 or later):
 * your functions keep your own vector and shape types, and the exports, their
 * C signatures and the ABI version come out right by construction
 * (docs/plugins.md, "In C++"). It builds on collision_lab/plugin.h, which
 * stays the reference for what each function answers.
 *
 *   #include "collision_lab/plugin.hpp"
 *
 *   namespace collision_lab {  // how the ABI's structs become your types
 *   template <> struct Adapter<cl_vec3> {
 *     static my::Vec3 From(const cl_vec3& v) { return {v.x, v.y, v.z}; }
 *   };
 *   template <> struct Adapter<cl_sphere> {
 *     static my::Sphere From(const cl_sphere& s) { ... }
 *   };
 *   }  // namespace collision_lab
 *
 *   CL_PLUGIN_NAME("my-engine");
 *   CL_PLUGIN_FUNCTION(cl_sphere_sphere, &my::SpheresOverlap);
 *   CL_PLUGIN_FUNCTION(cl_raycast_sphere, [](const my::Ray& r, const my::Sphere& s) {
 *     return my::Raycast(r, s);  // std::optional<float>: the t of a hit
 *   });
 *
 * CL_PLUGIN_NAME defines cl_plugin_abi (returning this header's ABI) and
 * cl_plugin_name. CL_PLUGIN_FUNCTION(name, callable) defines the exported
 * function `name` of plugin.h with its exact C signature: each argument goes
 * through Adapter<its cl_ struct>::From (unspecialized: the struct itself; a
 * double, the dt of cl_ball_ball_time_of_impact, as it is), in the C order,
 * to the callable, which answers:
 * - a yes or no (intersects, contains): bool;
 * - a t (cl_raycast_*, cl_linetest_*, cl_ball_ball_time_of_impact):
 *   std::optional of a number, empty for a miss;
 * - a closest point (cl_closest_point_*): a vector, or std::optional of one;
 *   a vector becomes a cl_vec3 through Adapter<cl_vec3>::To when you define
 *   it, else through its x, y and z members;
 * - a hit in full (cl_raycast_*_hit, cl_linetest_*_hit) or a shape cast's
 *   first contact (cl_cast_*): std::optional of a struct with members t (a
 *   number), point and normal (vectors, as above), or of cl_hit or cl_cast
 *   itself, empty for a miss;
 * - a distance (cl_distance_*): a struct with members distance (a number),
 *   point_a and point_b (vectors), or cl_distance_result itself;
 * - a penetration (cl_penetration_*): std::optional of a struct with members
 *   depth (a number) and normal (a vector), or of cl_penetration, empty when
 *   apart;
 * - a contact manifold (cl_contacts_*): cl_contacts itself (count 0: apart).
 * A callable that cannot take those arguments, or answers another type, is a
 * compile error naming the function; a name that is not plugin.h's is one
 * too. An exception escaping the callable is printed on stderr and the call
 * returns -1, which the harness reports with the inputs as that function's
 * error. An overloaded function is named through a lambda
 * (`[](const auto& a, const auto& b) { return my::Overlap(a, b); }`). */
#ifndef COLLISION_LAB_PLUGIN_HPP
#define COLLISION_LAB_PLUGIN_HPP

#if !defined(__cplusplus) || __cplusplus < 201703L
#error "collision_lab/plugin.hpp needs C++17 or later; a C plugin includes collision_lab/plugin.h"
#endif

#include <cstddef>
#include <cstdio>
#include <exception>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>

#include "collision_lab/plugin.h"

/* The ABI this header's table of functions is written for. */
#define CL_PLUGIN_HPP_ABI 1
static_assert(CL_PLUGIN_ABI == CL_PLUGIN_HPP_ABI,
              "collision_lab/plugin.hpp is for ABI 1, but the collision_lab/plugin.h it found "
              "is another ABI: include both from the same Collision Lab");

namespace collision_lab {

/* How a plugin's function receives an ABI struct: specialize it for the
 * cl_ struct with a static From(const cl_X&) returning your type.
 * Unspecialized, a function receives the struct itself. Adapter<cl_vec3> may
 * also have a static To(const YourVector&) returning cl_vec3, for the closest
 * points a function returns. */
template <typename CType>
struct Adapter {
  static const CType& From(const CType& value) { return value; }
};

namespace detail {

template <typename T>
using Bare = std::remove_cv_t<std::remove_reference_t<T>>;

template <typename T>
struct Identity {
  using type = T;
};

template <typename T>
struct IsOptional : std::false_type {};
template <typename T>
struct IsOptional<std::optional<T>> : std::true_type {};

template <typename T, bool kIsOptional = IsOptional<T>::value>
struct Unwrapped {
  using type = T;
};
template <typename T>
struct Unwrapped<T, true> {
  using type = typename T::value_type;
};

/* What one C argument becomes for the user's callable. */
template <typename CType>
decltype(auto) In(const CType* value) {
  return Adapter<CType>::From(*value);
}
inline double In(double value) {
  return value;
}
template <typename P>
using Arg = decltype(In(std::declval<P>()));

/* Adapter<cl_vec3> named through V, so that it is looked at where a function
 * is defined, after the user's specialization, not here. */
template <typename V>
struct Vec3Of {
  using type = cl_vec3;
};
template <typename V>
using Vec3Adapter = Adapter<typename Vec3Of<V>::type>;

template <typename V, typename = void>
struct HasAdapterTo : std::false_type {};
template <typename V>
struct HasAdapterTo<V, std::enable_if_t<std::is_same_v<
                           Bare<decltype(Vec3Adapter<V>::To(std::declval<const V&>()))>, cl_vec3>>>
    : std::true_type {};

template <typename V, typename = void>
struct HasXyz : std::false_type {};
template <typename V>
struct HasXyz<V, std::void_t<decltype(static_cast<double>(std::declval<const V&>().x)),
                             decltype(static_cast<double>(std::declval<const V&>().y)),
                             decltype(static_cast<double>(std::declval<const V&>().z))>>
    : std::true_type {};

template <typename V>
constexpr bool kIsVector = std::is_same_v<V, cl_vec3> || HasAdapterTo<V>::value || HasXyz<V>::value;

template <typename V>
cl_vec3 ToVec3(const V& v) {
  if constexpr (std::is_same_v<V, cl_vec3>) {
    return v;
  } else if constexpr (HasAdapterTo<V>::value) {
    return Vec3Adapter<V>::To(v);
  } else {
    return cl_vec3{static_cast<double>(v.x), static_cast<double>(v.y), static_cast<double>(v.z)};
  }
}

/* A hit in full: members t (a number), point and normal (vectors). */
template <typename H, typename = void>
struct IsHit : std::false_type {};
template <typename H>
struct IsHit<H, std::void_t<decltype(static_cast<double>(std::declval<const H&>().t)),
                            decltype(std::declval<const H&>().point),
                            decltype(std::declval<const H&>().normal)>>
    : std::bool_constant<kIsVector<Bare<decltype(std::declval<const H&>().point)>> &&
                         kIsVector<Bare<decltype(std::declval<const H&>().normal)>>> {};

/* A distance in full: members distance (a number), point_a and point_b
 * (vectors), as cl_distance_result. */
template <typename D, typename = void>
struct IsDistance : std::false_type {};
template <typename D>
struct IsDistance<D, std::void_t<decltype(static_cast<double>(std::declval<const D&>().distance)),
                                 decltype(std::declval<const D&>().point_a),
                                 decltype(std::declval<const D&>().point_b)>>
    : std::bool_constant<kIsVector<Bare<decltype(std::declval<const D&>().point_a)>> &&
                         kIsVector<Bare<decltype(std::declval<const D&>().point_b)>>> {};

/* A penetration: members depth (a number) and normal (a vector). */
template <typename P, typename = void>
struct IsPenetration : std::false_type {};
template <typename P>
struct IsPenetration<P, std::void_t<decltype(static_cast<double>(std::declval<const P&>().depth)),
                                    decltype(std::declval<const P&>().normal)>>
    : std::bool_constant<kIsVector<Bare<decltype(std::declval<const P&>().normal)>>> {};

/* Whether a callable's answer R fits a function whose out parameter is Out
 * (void: none, a yes or no). */
template <typename Out, typename R>
constexpr bool AnswerFits() {
  using Answer = Bare<R>;
  using Value = typename Unwrapped<Answer>::type;
  if constexpr (std::is_void_v<Out>) {
    return std::is_same_v<Answer, bool>;
  } else if constexpr (std::is_same_v<Out, double>) {
    return IsOptional<Answer>::value && std::is_arithmetic_v<Value> && !std::is_same_v<Value, bool>;
  } else if constexpr (std::is_same_v<Out, cl_hit> || std::is_same_v<Out, cl_cast>) {
    return IsOptional<Answer>::value && IsHit<Value>::value;
  } else if constexpr (std::is_same_v<Out, cl_distance_result>) {
    return IsDistance<Answer>::value;
  } else if constexpr (std::is_same_v<Out, cl_penetration>) {
    return IsOptional<Answer>::value && IsPenetration<Value>::value;
  } else if constexpr (std::is_same_v<Out, cl_contacts>) {
    return std::is_same_v<Answer, cl_contacts>;
  } else {
    return kIsVector<Value>;
  }
}

template <typename Out, typename Answer>
int Write(const Answer& answer, Out* out) {
  if constexpr (std::is_same_v<Out, double>) {
    if (!answer) {
      return 0;
    }
    *out = static_cast<double>(*answer);
    return 1;
  } else if constexpr (std::is_same_v<Out, cl_hit> || std::is_same_v<Out, cl_cast>) {
    if (!answer) {
      return 0;
    }
    out->t = static_cast<double>(answer->t);
    out->point = ToVec3(answer->point);
    out->normal = ToVec3(answer->normal);
    return 1;
  } else if constexpr (std::is_same_v<Out, cl_distance_result>) {
    out->distance = static_cast<double>(answer.distance);
    out->point_a = ToVec3(answer.point_a);
    out->point_b = ToVec3(answer.point_b);
    return 1;
  } else if constexpr (std::is_same_v<Out, cl_penetration>) {
    if (!answer) {
      return 0;
    }
    out->depth = static_cast<double>(answer->depth);
    out->normal = ToVec3(answer->normal);
    return 1;
  } else if constexpr (std::is_same_v<Out, cl_contacts>) {
    *out = answer;
    return 1;
  } else if constexpr (IsOptional<Answer>::value) {
    if (!answer) {
      return 0;
    }
    *out = ToVec3(*answer);
    return 1;
  } else {
    *out = ToVec3(answer);
    return 1;
  }
}

inline int Threw(const char* name, const char* what) {
  std::fprintf(stderr, "%s threw: %s\n", name, what);
  return -1;
}

/* A function of plugin.h, by its C type, and a callable standing for it. */
template <typename Signature>
struct Abi;
template <typename... P>
struct Abi<int(P...)> {
  using Params = std::tuple<P...>;
  static constexpr std::size_t kLast = sizeof...(P) - 1;
  using Last = std::tuple_element_t<kLast, Params>;
  static constexpr bool kHasOut =
      std::is_pointer_v<Last> && !std::is_const_v<std::remove_pointer_t<Last>>;
  static constexpr std::size_t kInputs = kHasOut ? kLast : sizeof...(P);
  using Out = std::conditional_t<kHasOut, std::remove_pointer_t<Last>, void>;

  template <typename F, typename Inputs = std::make_index_sequence<kInputs>>
  struct With;
  template <typename F, std::size_t... I>
  struct With<F, std::index_sequence<I...>> {
    static constexpr bool kTakes =
        std::is_invocable_v<const F&, Arg<std::tuple_element_t<I, Params>>...>;
    using Result = typename std::conditional_t<
        kTakes, std::invoke_result<const F&, Arg<std::tuple_element_t<I, Params>>...>,
        Identity<void>>::type;
    static constexpr bool kAnswers = kTakes && AnswerFits<Out, Result>();

    static int Call(const char* name, const F& callable, P... p) {
      if constexpr (kAnswers) {
        try {
          const Params args(p...);
          const auto answer = callable(In(std::get<I>(args))...);
          if constexpr (kHasOut) {
            return Write(answer, std::get<kLast>(args));
          } else {
            return answer ? 1 : 0;
          }
        } catch (const std::exception& e) {
          return Threw(name, e.what());
        } catch (...) {
          return Threw(name, "an exception that is not a std::exception");
        }
      } else {
        return -1;
      }
    }
  };
};

}  // namespace detail
}  // namespace collision_lab

/* Defines cl_plugin_abi and cl_plugin_name (a string literal). */
#define CL_PLUGIN_NAME(name_literal)                             \
  extern "C" CL_PLUGIN_EXPORT int cl_plugin_abi(void) {          \
    return CL_PLUGIN_HPP_ABI;                                    \
  }                                                              \
  extern "C" CL_PLUGIN_EXPORT const char* cl_plugin_name(void) { \
    return name_literal;                                         \
  }                                                              \
  static_assert(true, "")

/* Defines plugin.h's function `name` from a callable (above). */
#define CL_PLUGIN_FUNCTION(name, ...)                                                        \
  static_assert(sizeof(&::name) != 0, #name " is a function of collision_lab/plugin.h");     \
  extern "C" CL_PLUGIN_EXPORT int name CL_PLUGIN_PARAMS_##name {                             \
    static const auto cl_callable = (__VA_ARGS__);                                           \
    using ClWith = ::collision_lab::detail::Abi<decltype(::name)>::With<                     \
        ::collision_lab::detail::Bare<decltype(cl_callable)>>;                               \
    static_assert(ClWith::kTakes, #name                                                      \
                  ": the callable cannot be called with this function's arguments as "       \
                  "collision_lab::Adapter<cl_...>::From gives them (see plugin.h's order)"); \
    static_assert(!ClWith::kTakes || ClWith::kAnswers, #name                                 \
                  ": the callable's answer is not this function's: bool for a yes or no, "   \
                  "std::optional<number> for a t, a vector for a closest point, "            \
                  "std::optional<hit with t, point, normal> for a full hit or a cast, "      \
                  "a distance with distance, point_a, point_b, std::optional<penetration "   \
                  "with depth, normal>, cl_contacts");                                       \
    return ClWith::Call(#name, cl_callable, CL_PLUGIN_ARGS_##name);                          \
  }                                                                                          \
  static_assert(true, "")

/* Each function of plugin.h: its parameters and how they are passed on. A
 * name missing here is not plugin.h's (the ctest
 * tests/cli/scripts/cpp_header_table_test.sh keeps the two lists equal). */
#define CL_PLUGIN_PARAMS_cl_sphere_sphere (const cl_sphere* p0, const cl_sphere* p1)
#define CL_PLUGIN_ARGS_cl_sphere_sphere p0, p1
#define CL_PLUGIN_PARAMS_cl_sphere_aabb (const cl_sphere* p0, const cl_aabb* p1)
#define CL_PLUGIN_ARGS_cl_sphere_aabb p0, p1
#define CL_PLUGIN_PARAMS_cl_sphere_plane (const cl_sphere* p0, const cl_plane* p1)
#define CL_PLUGIN_ARGS_cl_sphere_plane p0, p1
#define CL_PLUGIN_PARAMS_cl_sphere_obb (const cl_sphere* p0, const cl_obb* p1)
#define CL_PLUGIN_ARGS_cl_sphere_obb p0, p1
#define CL_PLUGIN_PARAMS_cl_aabb_aabb (const cl_aabb* p0, const cl_aabb* p1)
#define CL_PLUGIN_ARGS_cl_aabb_aabb p0, p1
#define CL_PLUGIN_PARAMS_cl_aabb_plane (const cl_aabb* p0, const cl_plane* p1)
#define CL_PLUGIN_ARGS_cl_aabb_plane p0, p1
#define CL_PLUGIN_PARAMS_cl_plane_plane (const cl_plane* p0, const cl_plane* p1)
#define CL_PLUGIN_ARGS_cl_plane_plane p0, p1
#define CL_PLUGIN_PARAMS_cl_obb_obb (const cl_obb* p0, const cl_obb* p1)
#define CL_PLUGIN_ARGS_cl_obb_obb p0, p1
#define CL_PLUGIN_PARAMS_cl_point_in_sphere (const cl_vec3* p0, const cl_sphere* p1)
#define CL_PLUGIN_ARGS_cl_point_in_sphere p0, p1
#define CL_PLUGIN_PARAMS_cl_point_in_aabb (const cl_vec3* p0, const cl_aabb* p1)
#define CL_PLUGIN_ARGS_cl_point_in_aabb p0, p1
#define CL_PLUGIN_PARAMS_cl_closest_point_sphere \
  (const cl_vec3* p0, const cl_sphere* p1, cl_vec3* p2)
#define CL_PLUGIN_ARGS_cl_closest_point_sphere p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_closest_point_aabb (const cl_vec3* p0, const cl_aabb* p1, cl_vec3* p2)
#define CL_PLUGIN_ARGS_cl_closest_point_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_closest_point_plane (const cl_vec3* p0, const cl_plane* p1, cl_vec3* p2)
#define CL_PLUGIN_ARGS_cl_closest_point_plane p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_sphere (const cl_ray* p0, const cl_sphere* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_raycast_sphere p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_aabb (const cl_ray* p0, const cl_aabb* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_raycast_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_plane (const cl_ray* p0, const cl_plane* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_raycast_plane p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_triangle (const cl_ray* p0, const cl_triangle* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_raycast_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_sphere (const cl_segment* p0, const cl_sphere* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_linetest_sphere p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_aabb (const cl_segment* p0, const cl_aabb* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_linetest_aabb p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_plane (const cl_segment* p0, const cl_plane* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_linetest_plane p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_triangle \
  (const cl_segment* p0, const cl_triangle* p1, double* p2)
#define CL_PLUGIN_ARGS_cl_linetest_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_point_in_triangle (const cl_vec3* p0, const cl_triangle* p1)
#define CL_PLUGIN_ARGS_cl_point_in_triangle p0, p1
#define CL_PLUGIN_PARAMS_cl_sphere_triangle (const cl_sphere* p0, const cl_triangle* p1)
#define CL_PLUGIN_ARGS_cl_sphere_triangle p0, p1
#define CL_PLUGIN_PARAMS_cl_aabb_triangle (const cl_aabb* p0, const cl_triangle* p1)
#define CL_PLUGIN_ARGS_cl_aabb_triangle p0, p1
#define CL_PLUGIN_PARAMS_cl_plane_triangle (const cl_plane* p0, const cl_triangle* p1)
#define CL_PLUGIN_ARGS_cl_plane_triangle p0, p1
#define CL_PLUGIN_PARAMS_cl_triangle_triangle (const cl_triangle* p0, const cl_triangle* p1)
#define CL_PLUGIN_ARGS_cl_triangle_triangle p0, p1
#define CL_PLUGIN_PARAMS_cl_closest_point_triangle \
  (const cl_vec3* p0, const cl_triangle* p1, cl_vec3* p2)
#define CL_PLUGIN_ARGS_cl_closest_point_triangle p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_ball_ball_time_of_impact                                          \
  (const cl_sphere* p0, const cl_vec3* p1, const cl_sphere* p2, const cl_vec3* p3, double p4, \
   double* p5)
#define CL_PLUGIN_ARGS_cl_ball_ball_time_of_impact p0, p1, p2, p3, p4, p5
#define CL_PLUGIN_PARAMS_cl_raycast_sphere_hit (const cl_ray* p0, const cl_sphere* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_raycast_sphere_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_aabb_hit (const cl_ray* p0, const cl_aabb* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_raycast_aabb_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_plane_hit (const cl_ray* p0, const cl_plane* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_raycast_plane_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_raycast_triangle_hit \
  (const cl_ray* p0, const cl_triangle* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_raycast_triangle_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_sphere_hit \
  (const cl_segment* p0, const cl_sphere* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_linetest_sphere_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_aabb_hit (const cl_segment* p0, const cl_aabb* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_linetest_aabb_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_plane_hit \
  (const cl_segment* p0, const cl_plane* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_linetest_plane_hit p0, p1, p2
#define CL_PLUGIN_PARAMS_cl_linetest_triangle_hit \
  (const cl_segment* p0, const cl_triangle* p1, cl_hit* p2)
#define CL_PLUGIN_ARGS_cl_linetest_triangle_hit p0, p1, p2

/* The narrow phase's rows: cl_distance_*, cl_penetration_*, cl_contacts_*,
 * cl_cast_*. */
#include "collision_lab/plugin_contacts.hpp"

#endif /* COLLISION_LAB_PLUGIN_HPP */
