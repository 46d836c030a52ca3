package tier

import "fmt"

// CheckParts reads the file of tier t as Check does and returns the
// statistics of the parts of the tier that cuts delimits: part k holds
// the slots cuts[k] … cuts[k+1]−1, for ascending cuts from 0 to
// TierSize(t) (a game's subspaces, say: morris.Midgame.Subspaces). Each
// part's Bytes is the file's size. It holds one block.
func CheckParts[P comparable](g Game[P], st Storage, n Name, t int, cuts []int) ([]TierStats, error) {
	size := g.TierSize(t)
	if len(cuts) < 2 || cuts[0] != 0 || cuts[len(cuts)-1] != size {
		return nil, fmt.Errorf("tier: CheckParts of tier %d (%d slots): cuts %v do not run from 0 to its size", t, size, cuts)
	}
	for k := 1; k < len(cuts); k++ {
		if cuts[k] < cuts[k-1] {
			return nil, fmt.Errorf("tier: CheckParts of tier %d: cuts %v are not ascending", t, cuts)
		}
	}
	parts := make([]TierStats, len(cuts)-1)
	for k := range parts {
		parts[k] = TierStats{Tier: t, Slots: cuts[k+1] - cuts[k]}
	}
	at, k := 0, 0
	bytes, err := read(st, FileName(t), header(g, n, t), func(e []uint16) error {
		for len(e) > 0 {
			for at == cuts[k+1] {
				k++
			}
			m := min(len(e), cuts[k+1]-at)
			parts[k].count(e[:m])
			e, at = e[m:], at+m
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for k := range parts {
		parts[k].Bytes = bytes
	}
	return parts, nil
}
