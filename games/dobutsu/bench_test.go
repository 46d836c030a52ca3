package dobutsu

import (
	"testing"
)

// benchPositions returns positions reachable from the start.
func benchPositions(b *testing.B) []Position {
	return reach(New(), Start(), 20000)
}

// BenchmarkMoves measures Moves on positions reachable from the start,
// with BenchmarkNumMoves (counting only) beside it.
func BenchmarkMoves(b *testing.B) {
	g := New()
	ps := benchPositions(b)
	var dst []Position
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		dst = g.Moves(dst[:0], ps[k%len(ps)])
		k++
	}
}

func BenchmarkNumMoves(b *testing.B) {
	g := New()
	ps := benchPositions(b)
	b.ReportAllocs()
	k, n := 0, 0
	for b.Loop() {
		n += g.NumMoves(ps[k%len(ps)])
		k++
	}
}

func BenchmarkTerminal(b *testing.B) {
	g := New()
	ps := benchPositions(b)
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		g.Terminal(ps[k%len(ps)])
		k++
	}
}

func BenchmarkIndex(b *testing.B) {
	g := New()
	ps := benchPositions(b)
	b.ReportAllocs()
	k, n := 0, 0
	for b.Loop() {
		n += g.Index(ps[k%len(ps)])
		k++
	}
}

func BenchmarkPosition(b *testing.B) {
	g := New()
	ps := benchPositions(b)
	is := make([]int, len(ps))
	for k, p := range ps {
		is[k] = g.Index(p)
	}
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		g.Position(is[k%len(is)])
		k++
	}
}

func BenchmarkPredecessors(b *testing.B) {
	g := New()
	ps := benchPositions(b)
	var dst []Position
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		dst = g.Predecessors(dst[:0], ps[k%len(ps)])
		k++
	}
}

// BenchmarkNew measures building the tables of the numbering.
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		New()
	}
}
