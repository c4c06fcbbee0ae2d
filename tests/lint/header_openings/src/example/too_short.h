#pragma once

// Shapes.

struct TooShort {};
