import SharedDomain

extension UsersError: Traceable {}
