#pragma once

#include <string>

// A comment about the function only, after the includes.
std::string StartsWithCode();
