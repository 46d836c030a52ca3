package cgt

// Unexported names that the external tests (package cgt_test) check.

// InvPhi64 is invPhi64, recomputed by TestInvPhi64.
const InvPhi64 = invPhi64
