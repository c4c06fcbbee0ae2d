#pragma once

// Returns the declaration's answer, which is all this comment talks about.
int CommentOfADeclaration();
