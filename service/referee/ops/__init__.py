"""Operations endpoints: liveness and readiness."""
