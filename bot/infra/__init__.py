"""The edges the App's parts share: settings, structured logs, metrics, the database (`store`, one module per
aggregate) and the GitHub client. Imports the planning core at most, never dispatch or the service."""
