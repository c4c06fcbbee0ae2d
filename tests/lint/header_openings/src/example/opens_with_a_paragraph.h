#pragma once

// A header as the house wants it: this paragraph says what the header is for
// and how it is used, before anything else.

#include <string>

std::string Example();
