package board

import "testing"

// CheckCounter is checkCounter for the tests of package board_test.
func CheckCounter(t *testing.T, g Game) { checkCounter(t, g) }

// CheckPreds is checkPreds for the tests of package board_test.
var CheckPreds = checkPreds
