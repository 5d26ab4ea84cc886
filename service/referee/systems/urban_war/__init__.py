"""Urban War: Strike-Team Actions, quick-start rules (system id `urban-war`)."""
