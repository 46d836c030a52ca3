// Package hackenbush holds Hackenbush: a picture of edges connected to the
// ground; a move cuts an edge, and everything no longer connected to the
// ground falls away.
//
// Green Hackenbush (either player may cut any edge) is impartial. [Green]
// computes the nim-value of any picture in linear time by the colon
// principle (a tree is worth the nim-sum of its branches, each plus one)
// and the fusion principle (the vertices of a cycle fuse, and its edges
// become loops); [GreenGame] is a picture as a game for the engines, which
// the tests use to check the principles. [BlueRed] is partizan Hackenbush
// (Blue edges Left's, Red edges Right's, Green either's), solved to
// canonical forms by the partizan engine of cgt.
//
// # Picture notation
//
// [ParseGreen] and [ParseBlueRed] read one notation, the same in a file
// and inline (the command line's "cgt hackenbush" and "cgt value
// hackenbush" take it either way). Vertex 0, also written g, is the ground;
// other vertices are numbers up to 2147483647. A picture is a list of
// items separated by spaces, commas or lines:
//
//   - a stalk: its colours from the ground up, B (or L) for Blue, R for
//     Red, G for Green, in either case: "BRRG" is four edges on new
//     vertices, the first on the ground;
//   - an edge "U-V" with an optional colour letter: "0-1B", "1-3G", "3-3R"
//     (a loop); without a letter the edge is green;
//   - a path "U-V-W…" with an optional colour letter for all its edges:
//     "g-1-2" is the edges g–1 and 1–2;
//   - a line of two or more vertices separated by spaces, a green path:
//     "g 1 2" (the form of Hackenbush files);
//   - a line "vertices N", before any edge and at most once: the vertices
//     named are then 0 … N−1 (stalks' vertices are new ones beyond).
//
// A "#" starts a comment to the end of the line. Edges are numbered from 0
// in the order they are written, along each path and each stalk from the
// ground up; a stalk's vertices are the least positive numbers no other
// edge names. Repeating an edge adds another (a multi-edge). Errors name the
// line and the token.
//
// Green Hackenbush pictures have only green edges (written G or with no
// colour); Blue-Red pictures take every colour, at most 64 edges.
package hackenbush
