// Package rankset is a set of ranks 0 … n−1 with rank and select in
// constant and logarithmic time: a bit a rank, and the count of members
// before each word of 64 bits. The board index and Nine Men's Morris's
// numbering keep one for each class of positions with symmetries: which
// arrangements are the least among their images.
package rankset

import (
	"math/bits"
	"slices"
)

// Set is a set of ranks below the n it was made for. Fill it with Add,
// then call Count once before Rank, Select or Next.
type Set struct {
	bits   []uint64
	before []uint32 // before[w]: the members in words 0 … w−1
}

// New returns an empty set of ranks below n.
func New(n uint64) *Set {
	return &Set{bits: make([]uint64, n/64+1), before: make([]uint32, n/64+1)}
}

// Add makes r a member.
func (s *Set) Add(r uint64) { s.bits[r>>6] |= 1 << (r & 63) }

// Count counts the members before each word, for Rank and Select: call it
// after the last Add.
func (s *Set) Count() {
	for w := 1; w < len(s.bits); w++ {
		s.before[w] = s.before[w-1] + uint32(bits.OnesCount64(s.bits[w-1]))
	}
}

// Len returns the number of members (after Count).
func (s *Set) Len() int {
	w := len(s.bits) - 1
	return int(s.before[w]) + bits.OnesCount64(s.bits[w])
}

// Rank returns the number of members below r (r a member).
func (s *Set) Rank(r uint64) int {
	return int(s.before[r>>6]) + bits.OnesCount64(s.bits[r>>6]&(1<<(r&63)-1))
}

// Select returns the member numbered k (0 ≤ k < the number of members).
func (s *Set) Select(k int) uint64 {
	w, _ := slices.BinarySearch(s.before, uint32(k+1))
	w--
	b := s.bits[w]
	for range k - int(s.before[w]) {
		b &= b - 1
	}
	return uint64(w)<<6 | uint64(bits.TrailingZeros64(b))
}

// Next returns the least member above r; there must be one.
func (s *Set) Next(r uint64) uint64 {
	r++
	w := r >> 6
	b := s.bits[w] &^ (1<<(r&63) - 1)
	for b == 0 {
		w++
		b = s.bits[w]
	}
	return w<<6 | uint64(bits.TrailingZeros64(b))
}
