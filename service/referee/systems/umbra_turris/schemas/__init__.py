"""umbra-turris request and outcome schemas, one module per group of steps."""
