// Package hackenbush holds Hackenbush: a picture of edges connected to the
// ground; a move cuts an edge, and everything no longer connected to the
// ground falls away.
//
// Green Hackenbush (either player may cut any edge) is impartial. [Green]
// computes the nim-value of any picture in linear time by the colon
// principle (a tree is worth the nim-sum of its branches, each plus one)
// and the fusion principle (the vertices of a cycle fuse, and its edges
// become loops); [ParseGreen] reads pictures in a small text format and
// names the line and token of an error; [GreenGame] is a picture as a game
// for the engines, which the tests use to check the principles.
package hackenbush
