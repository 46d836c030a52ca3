package cgt

// Unexported names that the external tests (package cgt_test) check.

// InvPhi64 is invPhi64, recomputed by TestInvPhi64.
const InvPhi64 = invPhi64

// SetQueueMin sets queueMin, the size in bytes of a table from which
// SolveRetrograde probes it in batches (its forward pass and its moves
// backwards), and returns the value it replaces: the retrograde tests set
// 0 to take the batches on small games. No solve may be running.
func SetQueueMin(n int) int {
	old := queueMin
	queueMin = n
	return old
}
