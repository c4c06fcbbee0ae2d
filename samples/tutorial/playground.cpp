// The playground: the static-shapes engine with nothing declared. The user
// adds any shapes from the panel's menu and every pair is tested, under
// every algorithm the registry has for it; "Save as test case..." turns what
// is on screen into a scene that --check runs. The tutorial never had one.
#include "harness/layout_sample/spec.h"

namespace playground {
namespace {

const harness::StaticSampleRegistration kRegistration{{
    .id = "playground",
    .category = "Playground",
    .title = "Playground",
    .about = "your own cases: add shapes with \"Add shape...\", drag their fields, watch every "
             "pair's answer in the table, and save what you see as a test case. Shows every "
             "registered test on shapes of your choosing.",
    .seed = "",
    .layout = [] { return harness::StaticLayout{}; },
    .name_algorithm = true,
    .test_every_pair = true,
}};

}  // namespace
}  // namespace playground
