package board

import "testing"

func TestCounterTTT(t *testing.T) {
	g, err := New(tttRules{})
	if err != nil {
		t.Fatal(err)
	}
	checkCounter(t, g)
}
