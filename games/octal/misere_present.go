package octal

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// present names the quotient's elements: the generators are the images of
// the heaps that are not products of smaller heaps' images, in heap order
// (a, b, c, …), and each element's normal form is its least word in them
// (fewest generators, then the earliest generators).
func (q *Quotient) present() {
	n := q.Order()
	q.words = make([][]int, n)
	q.words[0] = []int{}
	reached := 1
	var gens []int32
	for h := 1; h <= q.st.heaps && reached < n; h++ {
		e := q.st.apply(0, []int{h})
		if q.words[e] != nil {
			continue
		}
		gens = append(gens, e)
		q.gens = append(q.gens, h)
		// Breadth-first by degree over words in the generators so far.
		for x := range q.words {
			if q.words[x] != nil {
				q.words[x] = append(q.words[x], 0)
			}
		}
		frontier := []int32{}
		for x := range q.words {
			if q.words[x] != nil {
				frontier = append(frontier, int32(x))
			}
		}
		for len(frontier) > 0 {
			var next []int32
			for _, x := range frontier {
				for gi, g := range gens {
					y := int32(q.Mul(int(x), int(g)))
					if q.words[y] != nil {
						continue
					}
					w := slices.Clone(q.words[x])
					w[gi]++
					q.words[y] = w
					reached++
					next = append(next, y)
				}
			}
			frontier = next
		}
	}
	for x := range q.words {
		for len(q.words[x]) < len(q.gens) {
			q.words[x] = append(q.words[x], 0)
		}
	}
}

// Generators returns the generators' names with the heap each stands for:
// "a=1", "b=2", …
func (q *Quotient) Generators() []string {
	out := make([]string, len(q.gens))
	for i, h := range q.gens {
		out[i] = genName(i) + "=" + strconv.Itoa(h)
	}
	return out
}

func genName(i int) string {
	if i < 26 {
		return string(rune('a' + i))
	}
	return "g" + strconv.Itoa(i+1)
}

// Element returns the name of element x: its normal form as a word in the
// generators ("1" for the identity, "ab^2" for a·b·b).
func (q *Quotient) Element(x int) string { return wordName(q.words[x]) }

func wordName(w []int) string {
	var b strings.Builder
	for i, e := range w {
		if e == 0 {
			continue
		}
		b.WriteString(genName(i))
		if e > 1 {
			b.WriteString("^" + strconv.Itoa(e))
		}
	}
	if b.Len() == 0 {
		return "1"
	}
	return b.String()
}

// Relations returns a presentation's relations: every word in the
// generators that is not a normal form while each word one generator
// shorter is, set equal to its normal form ("a^2=1", "b^3=b"). With the
// generators they define the monoid: rewriting by them turns every word
// into its normal form.
func (q *Quotient) Relations() []string {
	normal := map[string]bool{}
	for _, w := range q.words {
		normal[fmt.Sprint(w)] = true
	}
	seen := map[string]bool{}
	var out []string
	for x, w := range q.words {
		for gi, h := range q.gens {
			v := slices.Clone(w)
			v[gi]++
			key := fmt.Sprint(v)
			if normal[key] || seen[key] || !minimalNonNormal(v, normal) {
				continue
			}
			seen[key] = true
			y := q.Mul(x, int(q.st.apply(0, []int{h})))
			out = append(out, wordName(v)+"="+q.Element(y))
		}
	}
	slices.SortStableFunc(out, func(a, b string) int { return len(a) - len(b) })
	return out
}

// minimalNonNormal reports whether every word one generator shorter than v
// is a normal form.
func minimalNonNormal(v []int, normal map[string]bool) bool {
	for i := range v {
		if v[i] == 0 {
			continue
		}
		v[i]--
		ok := normal[fmt.Sprint(v)]
		v[i]++
		if !ok {
			return false
		}
	}
	return true
}

// HeapMap returns the names of Φ(1), …, Φ(n) (n at most Heaps() unless the
// period is proven).
func (q *Quotient) HeapMap(n int) []string {
	out := make([]string, 0, n)
	for h := 1; h <= n && q.covers(h); h++ {
		out = append(out, q.Element(q.Heap(h)))
	}
	return out
}
