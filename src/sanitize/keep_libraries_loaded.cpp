// Linked into the app only in the sanitized build (COLLISION_LAB_SANITIZE).
//
// LeakSanitizer reports leaks at exit, after GLFW and libGL have dlclose'd
// the GL driver (swrast_dri.so) and friends. A leak allocated inside an
// unloaded library can no longer be attributed to it: its frames show up as
// "collision-lab+0x..." and no suppression by library can match them. So in
// this build nothing is ever unloaded: dlclose, interposed here for the whole
// process, does nothing. Every library stays mapped until the process ends,
// each leak names its library, and tests/robustness/lsan.supp suppresses the
// GL driver's and the X libraries' leaks by library name, never ours.
extern "C" int dlclose(void* /*handle*/) noexcept {
  return 0;
}
