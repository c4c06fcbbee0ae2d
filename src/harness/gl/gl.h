#pragma once

// One place that orders the GL loader before GLFW, so GLFW never pulls in a
// system GL header of its own.
#include <glad/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
