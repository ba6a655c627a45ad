"""PTX emission."""
