"""The GitHub App: the webhook app (`app`), the worker over the durable queue (`worker`), one handler per
event (`handlers`), fork approvals, redelivery of missed deliveries and `replay`."""
