package rankset_test

import (
	"fmt"

	"github.com/cgtgo/cgt/internal/rankset"
)

// The even ranks below 200: 100 is the 50th member (from 0), the member
// numbered 70 is 140, and the least member above 62 is 64.
func Example() {
	s := rankset.New(200)
	for r := uint64(0); r < 200; r += 2 {
		s.Add(r)
	}
	s.Count()
	fmt.Println(s.Rank(100), s.Select(70), s.Next(62))
	// Output: 50 140 64
}
